import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../lib/usePageTitle";
import "./pages.css";

export interface ComingSoonProps {
  /** The screen's name, shown as the page heading (e.g. "Register for Next Group"). */
  title: string;
  /** One line on what the screen will do. */
  description?: string;
  children?: ReactNode;
}

/** A placeholder for a screen that is being built: names it and leads back home. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <section className="page-card coming-soon" aria-labelledby="coming-soon-title">
      <p className="eyebrow" aria-hidden="true">
        <span className="coming-soon-icon">⏳</span> Coming soon
      </p>
      <h1 id="coming-soon-title">{title}</h1>
      {description && <p className="lead">{description}</p>}
      <p>This screen is on its way. Thank you for your patience while we finish it.</p>
      {children}
      <p>
        <Link className="button button-secondary" to="/">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
