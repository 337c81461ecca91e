import type { ErrorLike } from "@apollo/client";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../i18n";
import { LoadError } from "./LoadError";
import "./memberPage.css";

export interface MemberPageFrameProps {
  title: string;
  /** What the page is for, under the title. */
  lead: string;
  /** The page's content once loaded (null or undefined until then). */
  children?: ReactNode;
  /** The load's failure, with Try again: "Your settings could not be loaded." */
  error?: ErrorLike;
  what: string;
  onRetry: () => void;
  /** Said while it loads: "Loading your settings…". */
  loadingText: string;
}

/**
 * A member's own page of forms (Settings, Profile): its title, what it is for and the way back
 * to the dashboard, then its content, or while there is none its failure or its loading.
 */
export function MemberPageFrame({ title, lead, children, error, what, onRetry, loadingText }: MemberPageFrameProps) {
  const t = useT();
  let body = children;
  if (!body) {
    body = error ? (
      <LoadError what={what} error={error} onRetry={onRetry} />
    ) : (
      <p className="muted" role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <div className="member-page">
      <header className="member-page-header">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        <p>
          <Link to="/dashboard">{t("ui.memberPage.back")}</Link>
        </p>
      </header>
      {body}
    </div>
  );
}
