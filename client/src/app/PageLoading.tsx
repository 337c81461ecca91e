import { useT } from "../i18n";

/** Shown while a lazily loaded screen's code arrives. */
export function PageLoading() {
  const t = useT();
  return (
    <p className="page-loading" role="status">
      {t("shell.loadingPage")}
    </p>
  );
}
