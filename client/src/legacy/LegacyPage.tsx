import { Link } from "react-router";
import { BookIcon } from "../nav/icons";
import { ComingSoon } from "../pages/ComingSoon";
import "./legacy.css";

/**
 * /legacy and /alumni: intake for people who completed the journey before this system.
 * Loaded lazily and shown without the common navigation (spec 2).
 */
export default function LegacyPage() {
  return (
    <div className="legacy">
      <header className="legacy-header">
        <Link to="/" className="brand">
          <BookIcon className="brand-icon" />
          <span>Journey 365</span>
        </Link>
      </header>
      <main className="app-main" id="main">
        <ComingSoon
          title="Legacy Journey Intake"
          description="Completed the journey before Journey 365 went online? Soon you can tell us here, so your completed journeys count on the Awards page."
        />
      </main>
    </div>
  );
}
