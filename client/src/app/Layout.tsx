import { Outlet, ScrollRestoration } from "react-router";
import { NavBar } from "../nav/NavBar";

/** The common frame of every route except /legacy and /alumni: navigation, content, footer. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The live unread count is wired in by the message-board work. */}
      <NavBar unreadCount={0} />
      <main className="app-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <p>Journey 365 · Genesis to Revelation in 365 days, about 15 minutes a day.</p>
      </footer>
      <ScrollRestoration />
    </>
  );
}
