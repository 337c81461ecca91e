import { act, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginMutation } from "../login/queries";
import { renderVisitorPage } from "../login/testUtils";
import { englishShown } from "../board/testing";
import { translate } from "../i18n";
import english from "../i18n/catalogs/en/member/join.json";
import spanish from "../i18n/catalogs/es/member/join.json";
import { inLanguage } from "../test/locale";
import {
  JOIN_FAILED_TEXT as JOIN_FAILED_MESSAGE,
  JOIN_NETWORK_TEXT as JOIN_NETWORK_MESSAGE,
  JoinCurrentGroupPage,
  welcomeMessage,
} from "./JoinCurrentGroupPage";
import { JoinCurrentGroupMutation } from "./queries";

const JOIN_FAILED_TEXT = translate(JOIN_FAILED_MESSAGE);
const JOIN_NETWORK_TEXT = translate(JOIN_NETWORK_MESSAGE);

function loginMock(role: "USER" | "ADMIN" = "USER") {
  return {
    request: { query: LoginMutation, variables: { email: "tabitha@example.com", name: "Tabitha" } },
    result: {
      data: {
        login: {
          __typename: "AuthPayload" as const,
          token: role === "ADMIN" ? "tok-admin" : "tok-tabitha",
          scope: "MEMBER" as const,
          user: { __typename: "User" as const, name: "Tabitha", email: "tabitha@example.com", role, trophiesCount: 0 },
        },
      },
    },
  };
}

const joined = {
  request: { query: JoinCurrentGroupMutation },
  result: {
    data: {
      joinCurrentGroup: { __typename: "Group" as const, id: "7", name: "January 2027 Group", startDate: "2027-01-01" },
    },
  },
};

function renderJoin(mocks: Parameters<typeof renderVisitorPage>[2]) {
  return renderVisitorPage(<JoinCurrentGroupPage />, "/join-current-group", mocks);
}

async function signIn(user: ReturnType<typeof renderJoin>["user"]) {
  await user.type(screen.getByLabelText("Email"), "tabitha@example.com");
  await user.type(screen.getByLabelText("Full name"), "Tabitha");
  await user.click(screen.getByRole("button", { name: "Log In and Join Group" }));
}

/** Advances the fake clock by `ms` (and lets React and the router settle). */
async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("JoinCurrentGroupPage", () => {
  it("has the login fields and links to login and register", () => {
    renderJoin([]);
    expect(screen.getByRole("heading", { level: 1, name: "Join the Current Group" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Full name")).toBeRequired();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Register for the next group" })).toHaveAttribute("href", "/register");
  });

  it("joins with the new user token and goes to the dashboard with a welcome naming the group", async () => {
    const { user, router, sent } = renderJoin([loginMock(), joined]);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.state).toEqual({ welcome: "Welcome to January 2027 Group!" });
    expect(await screen.findByTestId("welcome")).toHaveTextContent("Welcome to January 2027 Group!");

    expect(sent.map((r) => [r.operationName, r.authorization])).toEqual([
      ["Login", undefined],
      ["JoinCurrentGroup", "Bearer tok-tabitha"],
    ]);
    expect(localStorage.getItem("userToken")).toBe("tok-tabitha");
    expect(JSON.parse(localStorage.getItem("savedCredentials")!)).toEqual([
      { email: "tabitha@example.com", name: "Tabitha" },
    ]);
  });

  it("on a failed join shows the server's message and goes to the dashboard after 3 s", async () => {
    const { user, router } = renderJoin([
      loginMock(),
      { request: { query: JoinCurrentGroupMutation }, result: { errors: [new GraphQLError("This group is full.")] } },
    ]);
    await signIn(user);
    expect(await screen.findByText("This group is full.")).toBeInTheDocument();
    expect(screen.getByText("Taking you to your dashboard in 3 seconds...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log In and Join Group" })).toBeDisabled();
    await advance(2900);
    expect(router.state.location.pathname).toBe("/join-current-group");
    await advance(200);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem("userToken")).toBe("tok-tabitha"); // still signed in
  });

  it("on a failed join without a message shows the fallback text", async () => {
    const { user } = renderJoin([
      loginMock(),
      { request: { query: JoinCurrentGroupMutation }, result: { errors: [{ message: "" }] } },
    ]);
    await signIn(user);
    expect(await screen.findByText(JOIN_FAILED_TEXT)).toBeInTheDocument();
    expect(JOIN_FAILED_TEXT).toBe("Could not join current group. You can still access your dashboard.");
  });

  it("on a network error during the join says login worked and goes to the dashboard after 2 s", async () => {
    const { user, router } = renderJoin([
      loginMock(),
      { request: { query: JoinCurrentGroupMutation }, error: new TypeError("Failed to fetch") },
    ]);
    await signIn(user);
    expect(await screen.findByText("Login successful! Redirecting to dashboard...")).toBeInTheDocument();
    expect(JOIN_NETWORK_TEXT).toBe("Login successful! Redirecting to dashboard...");
    await advance(1900);
    expect(router.state.location.pathname).toBe("/join-current-group");
    await advance(200);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("a failed login shows the login error and does not join", async () => {
    const { user, router, sent } = renderJoin([
      {
        request: { query: LoginMutation, variables: { email: "tabitha@example.com", name: "Tabitha" } },
        result: { errors: [new GraphQLError("No account matches that email and full name.")] },
      },
    ]);
    await signIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("No account matches that email and full name.");
    await advance(5000);
    expect(router.state.location.pathname).toBe("/join-current-group");
    expect(sent.map((r) => r.operationName)).toEqual(["Login"]);
  });

  it("sends an admin to /admin without joining", async () => {
    const { user, router, sent } = renderJoin([loginMock("ADMIN")]);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(localStorage.getItem("adminToken")).toBeNull(); // a member-scoped token is no admin session
    expect(sent.map((r) => r.operationName)).toEqual(["Login"]);
  });
});

describe("welcomeMessage", () => {
  it("names the group", () => {
    expect(welcomeMessage("April 2027 Group", translate)).toBe("Welcome to April 2027 Group!");
  });
});

describe("JoinCurrentGroupPage in Spanish", () => {
  it("shows the page, its button and its links in Spanish", () => {
    inLanguage("es");
    renderJoin([]);
    expect(screen.getByRole("heading", { level: 1, name: "Unirse al grupo actual" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Iniciar sesión y unirse al grupo" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Regístrese para el próximo grupo" })).toHaveAttribute("href", "/register");
    expect(document.title).toBe("Unirse al grupo actual · Journey 365");
    expect(welcomeMessage("Grupo de abril", translate)).toBe("¡Le damos la bienvenida a Grupo de abril!");
    expect(englishShown(english, spanish)).toEqual([]);
  });
});
