import { lazy, Suspense, useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useUserToken } from "../auth/useAuth";
import { BoardLiveContext, NO_BOARD, type BoardLive } from "../board/BoardLiveContext";
import { useT } from "../i18n";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { NavBar } from "../nav/NavBar";
import { OfflineBanner } from "../offline/OfflineBanner";
import { ProgrammeNameProvider, useProgrammeName } from "../programme/programme";
import { UpdateBanner } from "../pwa/UpdateBanner";

// With Apollo: fetched only once a member is signed in, so a visitor's Home never loads it.
const LiveBoard = lazy(() => import("./LiveBoard"));

/** The common frame of every route except /legacy and /alumni: navigation, content, footer. */
export function Layout() {
  const t = useT();
  const token = useUserToken();
  // Once started, the live board stays: it follows sign-outs and sign-ins itself.
  const [liveStarted, setLiveStarted] = useState(token !== null);
  if (token !== null && !liveStarted) setLiveStarted(true);
  // One unread-count query and one live board subscription for the whole page, shared by the
  // navigation badge and the message board.
  const [live, setLive] = useState<BoardLive>(NO_BOARD);

  return (
    <ProgrammeNameProvider>
      <BoardLiveContext.Provider value={live}>
        {liveStarted && (
          <Suspense fallback={null}>
            <LiveBoard onChange={setLive} />
          </Suspense>
        )}
        <a className="skip-link" href="#main">
          {t("shell.skipToContent")}
        </a>
        <NavBar unreadCount={live.unreadCount} />
        <OfflineBanner />
        <main className="app-main" id="main" tabIndex={-1}>
          <UpdateBanner />
          <Outlet />
        </main>
        <Footer />
        <ScrollRestoration />
      </BoardLiveContext.Provider>
    </ProgrammeNameProvider>
  );
}

function Footer() {
  const t = useT();
  const name = useProgrammeName();
  return (
    <footer className="app-footer">
      <p>{t("shell.footer", { name })}</p>
      <LanguageSwitch className="footer-language" />
    </footer>
  );
}
