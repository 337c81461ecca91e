import { Link } from "react-router";
import { AppApolloProvider } from "../app/AppApolloProvider";
import { useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { BookIcon } from "../nav/icons";
import { LegacyForm } from "./LegacyForm";
import "./legacy.css";

/**
 * /legacy and /alumni: intake for people who completed the journey before this system. Loaded
 * lazily and shown without the common navigation (spec 2); it brings the app's Apollo client
 * for its one mutation.
 */
export default function LegacyPage() {
  const t = useT();
  usePageTitle(t("legacy.title"));
  return (
    <div className="legacy">
      <header className="legacy-header">
        <Link to="/" className="brand">
          <BookIcon className="brand-icon" />
          <span>Journey 365</span>
        </Link>
      </header>
      <main className="app-main" id="main">
        <section className="legacy-card" aria-labelledby="legacy-title">
          <h1 id="legacy-title">{t("legacy.title")}</h1>
          <p className="lead">{t("legacy.lead")}</p>
          <AppApolloProvider>
            <LegacyForm />
          </AppApolloProvider>
        </section>
      </main>
    </div>
  );
}
