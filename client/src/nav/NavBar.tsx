import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { signOut } from "../auth/session";
import { useUserToken } from "../auth/useAuth";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { msg, translate, useT, type Message } from "../i18n";
import { useProgrammeName } from "../programme/programme";
import { HeartIcon, LogoutIcon, MenuIcon, CloseIcon, BookIcon } from "./icons";
import "./NavBar.css";

export interface NavItem {
  to: string;
  label: Message;
  /** Other paths that show this link as the current page. */
  alsoActiveOn?: string[];
}

/** The navigation links of spec 2, in order (and Settings, issue 27). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: msg("nav.home") },
  { to: "/dashboard", label: msg("nav.dashboard") },
  { to: "/messages", label: msg("nav.messages") },
  { to: "/awards", label: msg("nav.awards"), alsoActiveOn: ["/trophies"] },
  { to: "/settings", label: msg("nav.settings") },
  { to: "/donate", label: msg("nav.donate") },
  { to: "/login", label: msg("nav.login") },
  { to: "/admin", label: msg("nav.admin") },
];

/** Shown after Settings, only to a signed-in member (issue 29). */
export const PROFILE_ITEM: NavItem = { to: "/profile", label: msg("nav.profile") };

/** Shown after Settings (and Profile), only to a member who leads a group (issue 29). */
export const LEAD_ITEM: NavItem = { to: "/lead", label: msg("nav.lead") };

// With Apollo: fetched only once a member is signed in, so a visitor's pages never load it.
const LeadNavGate = lazy(() => import("../lead/LeadNavGate"));

export const MENU_ID = "primary-navigation";

function isActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.alsoActiveOn ?? [])];
  return paths.some((p) =>
    p === "/" ? pathname === "/" : pathname === p || pathname.startsWith(`${p}/`),
  );
}

/**
 * The floating Donate button shows on the visitor and member pages: not on /donate itself, and
 * not on the admin panel (where it would cover the tables' actions and is no use to an admin).
 */
export function showsDonateButton(pathname: string): boolean {
  return pathname !== "/donate" && pathname !== "/admin" && !pathname.startsWith("/admin/");
}

/** "3", or "99+" for large counts. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** "3 unread messages", "99+ unread messages": the server stops counting at 100 per type. */
export function unreadLabel(count: number): string {
  return translate("nav.unread", { count, shown: badgeText(count) });
}

export interface NavBarProps {
  /** Unread group messages; the Messages link shows a badge when above 0. */
  unreadCount?: number;
}

export function NavBar({ unreadCount = 0 }: NavBarProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const userToken = useUserToken();
  const programmeName = useProgrammeName();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const unread = Math.max(0, Math.floor(unreadCount));

  // Close on route change (any navigation, including to the same path).
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  const close = useCallback(() => setOpen(false), []);

  // While open: close on Escape (focus back to the toggle) and on window scroll.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onScroll = () => setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", onScroll);
    };
  }, [open]);

  const handleLogout = () => {
    void signOut();
    setOpen(false);
    navigate("/");
  };

  const link = (item: NavItem) => {
    const active = isActive(item, location.pathname);
    return (
      <Link
        to={item.to}
        className={`nav-link${active ? " active" : ""}`}
        aria-current={active ? "page" : undefined}
        onClick={close}
      >
        <span>{t(item.label)}</span>
        {item.to === "/messages" && unread > 0 && (
          <>
            {" "}
            <span className="nav-badge" data-testid="unread-badge">
              <span aria-hidden="true">{badgeText(unread)}</span>
              <span className="visually-hidden">{unreadLabel(unread)}</span>
            </span>
          </>
        )}
      </Link>
    );
  };

  return (
    <header className={`site-header${open ? " is-open" : ""}`}>
      <nav className="navbar" aria-label={t("nav.main")}>
        <Link to="/" className="brand">
          <BookIcon className="brand-icon" />
          <span>{programmeName}</span>
        </Link>

        <div className="navbar-actions">
          {userToken && (
            <button type="button" className="icon-button nav-logout" title={t("nav.logOut")} onClick={handleLogout}>
              <LogoutIcon />
              <span className="nav-logout-text">{t("nav.logOut")}</span>
            </button>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="nav-toggle"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span>{t("nav.menu")}</span>
            {unread > 0 && !open && (
              <span className="nav-toggle-badge" aria-hidden="true">
                {badgeText(unread)}
              </span>
            )}
          </button>
        </div>

        <ul id={MENU_ID} className="nav-links">
          {NAV_ITEMS.map((item) => (
            <Fragment key={item.to}>
              <li>{link(item)}</li>
              {item.to === "/settings" && userToken && <li>{link(PROFILE_ITEM)}</li>}
              {item.to === "/settings" && userToken && (
                <Suspense fallback={null}>
                  {/* keyed by the token: another member signing in asks again */}
                  <LeadNavGate key={userToken}>
                    <li>{link(LEAD_ITEM)}</li>
                  </LeadNavGate>
                </Suspense>
              )}
            </Fragment>
          ))}
          <li className="nav-language">
            <LanguageSwitch />
          </li>
        </ul>
      </nav>

      {open && <div className="nav-backdrop" data-testid="nav-backdrop" aria-hidden="true" onClick={close} />}

      {showsDonateButton(location.pathname) && (
        <Link to="/donate" className="donate-fab" aria-label={t("nav.donateNow")}>
          <HeartIcon />
          <span aria-hidden="true">{t("nav.donate")}</span>
        </Link>
      )}
    </header>
  );
}
