import { msg } from "../i18n";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clearEndReason, signOut } from "../auth/session";
import { logout, setUserSession } from "../auth/storage";
import { renderRoutes } from "../test/renderRoutes";
import { RequireMember, type MemberRouteHandle } from "./RequireMember";

const stays: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.dashboard") };

const routes = [
  {
    element: <RequireMember />,
    children: [
      { path: "/notes", element: <h1>Notes</h1>, handle: stays },
      { path: "/board", element: <h1>Board</h1> },
    ],
  },
  { path: "/login", element: <h1>Welcome Back</h1> },
  { path: "/", element: <h1>Home</h1> },
];

const signIn = () => setUserSession("member-token", { name: "Ruth Moabite", trophies_count: 0 });

describe("RequireMember", () => {
  it.each(["/notes", "/board"])("sends a visitor without a token from %s to /login, replacing the entry", async (path) => {
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: path });
    expect(router.state.historyAction).toBe("REPLACE"); // Back does not return to the guarded page
  });

  it("shows the page to a signed-in member", () => {
    signIn();
    renderRoutes(routes, "/board");
    expect(screen.getByRole("heading", { level: 1, name: "Board" })).toBeInTheDocument();
  });

  it("a page whose handle says so stays and says the member is signed out", async () => {
    signIn();
    const { router } = renderRoutes(routes, "/notes");
    act(() => logout());
    expect(screen.getByRole("heading", { level: 1, name: "You are signed out" })).toBeInTheDocument();
    expect(screen.getByText("Log in again to see your dashboard.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    expect(router.state.location.pathname).toBe("/notes");
  });

  it("a session the server ended goes to /login saying so, even from a page that would stay", async () => {
    signIn();
    const { router } = renderRoutes(routes, "/notes");
    await act(() => signOut("expired"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/notes", reason: "session-expired" });
    clearEndReason("member");
  });

  it("a disabled account goes to /login saying the account is disabled, not that the session expired", async () => {
    signIn();
    const { router } = renderRoutes(routes, "/notes");
    await act(() => signOut("disabled"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/notes", reason: "account-disabled" });
    clearEndReason("member");
  });

  it("any other page goes to /login when the session ends", async () => {
    signIn();
    const { router } = renderRoutes(routes, "/notes");
    await act(() => router.navigate("/board"));
    act(() => logout());
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/board" });
  });

  it("a page opened signed out never shows the notice, even with the handle", async () => {
    signIn();
    const { router } = renderRoutes(routes, "/board");
    act(() => logout());
    await screen.findByRole("heading", { level: 1, name: "Welcome Back" });
    await act(() => router.navigate("/notes"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/notes" });
  });
});
