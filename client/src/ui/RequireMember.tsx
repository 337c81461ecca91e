import { useState } from "react";
import { Link, Navigate, Outlet, useLocation, useMatches } from "react-router";
import { useEndReason, useUserToken } from "../auth/useAuth";
import { useT, type Message } from "../i18n";
import "../pages/pages.css";

/** What a route under RequireMember may put in its `handle`. */
export interface MemberRouteHandle {
  /**
   * When the member's token goes away while this page is open (Logout in the navigation, which
   * goes to / itself, or a logout in another tab): stay and say "You are signed out" with this
   * line, instead of a redirect to /login racing the navigation's own. Without it: /login.
   */
  signedOutNotice?: Message;
}

/**
 * Layout route for the pages that need a member token (/dashboard, /messages): a visitor who
 * opens one without a token goes to /login (`state.from` = the page), replacing the entry; so
 * does a member whose session the server ended (`state.reason` = "session-expired", or
 * "account-disabled" when the account is disabled).
 * Pages under it can assume a token when they first render.
 */
export function RequireMember() {
  const token = useUserToken();
  const ended = useEndReason("member");
  const { pathname } = useLocation();
  const matches = useMatches();

  // Whether the member was signed in when this page was opened (per path: the guard stays
  // mounted while the member moves between its pages).
  const [entry, setEntry] = useState(() => ({ pathname, signedIn: token !== null }));
  let current = entry;
  if (entry.pathname !== pathname) {
    current = { pathname, signedIn: token !== null };
    setEntry(current);
  }

  if (token) return <Outlet />;
  // The server ended the session (the error link signed the member out): sign in again, told why.
  if (ended === "expired" || ended === "disabled") {
    const reason = ended === "disabled" ? "account-disabled" : "session-expired";
    return <Navigate to="/login" replace state={{ from: pathname, reason }} />;
  }
  const notice = signedOutNotice(matches);
  if (current.signedIn && notice) return <SignedOut notice={notice} />;
  return <Navigate to="/login" replace state={{ from: pathname }} />;
}

function signedOutNotice(matches: ReturnType<typeof useMatches>): Message | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as MemberRouteHandle | undefined;
    if (handle?.signedOutNotice) return handle.signedOutNotice;
  }
  return undefined;
}

function SignedOut({ notice }: { notice: Message }) {
  const t = useT();
  return (
    <section className="page-card" aria-labelledby="signed-out-title">
      <h1 id="signed-out-title">{t("shell.signedOut.title")}</h1>
      <p>{t(notice)}</p>
      <p>
        <Link className="button" to="/login">
          {t("shell.signedOut.logIn")}
        </Link>
      </p>
    </section>
  );
}
