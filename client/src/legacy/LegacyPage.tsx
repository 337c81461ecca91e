import { Link } from "react-router";
import { AppApolloProvider } from "../app/AppApolloProvider";
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
  usePageTitle("Legacy Journey Intake");
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
          <h1 id="legacy-title">Legacy Journey Intake</h1>
          <p className="lead">
            Completed the journey through the whole Bible before Journey 365 went online? Tell us here. Once the
            programme team has reviewed your request, your completed journeys count on the Awards page.
          </p>
          <AppApolloProvider>
            <LegacyForm />
          </AppApolloProvider>
        </section>
      </main>
    </div>
  );
}
