import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useSessionExpiry } from "../dashboard/useSessionExpiry";
import { useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { MemberPageFrame } from "../ui/MemberPageFrame";
import { MySettingsQuery } from "./documents";
import { SettingsForm } from "./SettingsForm";
import { NotificationsSection } from "./push/NotificationsSection";
import "../login/forms.css";
import "./settings.css";

/** The route's handle: a logout while the page is open says so instead of redirecting. */
export { SETTINGS_HANDLE } from "../app/handles";

/**
 * /settings (issue 27), under the RequireMember guard: the member's choices about the daily
 * habit's mails. The form starts from what the server has now; only when the server cannot be
 * reached does it show the copy kept on the device (readable offline, issue 30).
 */
export function SettingsPage() {
  const t = useT();
  usePageTitle(t("settings.title"));
  const handleSessionExpiry = useSessionExpiry();
  const { data, loading, error, refetch } = useQuery(MySettingsQuery, { fetchPolicy: "cache-and-network" });

  useEffect(() => {
    if (error) handleSessionExpiry(error);
  }, [error, handleSessionExpiry]);

  return (
    <MemberPageFrame
      title={t("settings.title")}
      lead={t("settings.lead")}
      error={error}
      what={t("settings.load.what")}
      onRetry={() => void refetch()}
      loadingText={t("settings.load.loading")}
    >
      {data && (!loading || error) && (
        <>
          <SettingsForm settings={data.mySettings} />
          <NotificationsSection />
        </>
      )}
    </MemberPageFrame>
  );
}

export default SettingsPage;
