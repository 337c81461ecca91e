import { Outlet, ScrollRestoration } from "react-router";
import { onWsReconnect } from "../apollo";
import { BoardLiveProvider } from "../board/BoardLiveProvider";
import { useUnreadCount } from "../board/useUnreadCount";
import { NavBar } from "../nav/NavBar";

/** The common frame of every route except /legacy and /alumni: navigation, content, footer. */
export function Layout() {
  return (
    // One unread-count query and one live board subscription for the whole page, shared by the
    // navigation badge and the message board.
    <BoardLiveProvider onReconnect={onWsReconnect}>
      <LayoutFrame />
    </BoardLiveProvider>
  );
}

function LayoutFrame() {
  const unreadCount = useUnreadCount();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar unreadCount={unreadCount} />
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
