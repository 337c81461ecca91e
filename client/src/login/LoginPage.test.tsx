import { act, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveCredential } from "../auth/savedCredentials";
import { endReason, signOut } from "../auth/session";
import { LoginPage } from "./LoginPage";
import { LoginMutation } from "./queries";
import { renderVisitorPage } from "./testUtils";

type Role = "USER" | "ADMIN";

function loginMock(email: string, name: string, role: Role = "USER", token = "tok-member") {
  return {
    request: { query: LoginMutation, variables: { email, name } },
    result: {
      data: {
        login: {
          __typename: "AuthPayload" as const,
          token,
          scope: "MEMBER" as const, // login only ever issues member-scoped tokens
          user: { __typename: "User" as const, name, email, role, trophiesCount: 2 },
        },
      },
    },
    delay: 300,
  };
}

function renderLogin(mocks: Parameters<typeof renderVisitorPage>[2]) {
  return renderVisitorPage(<LoginPage />, "/login", mocks);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("LoginPage", () => {
  it("is 'Welcome Back' with labelled required fields and a link to register", () => {
    renderLogin([]);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(document.title).toBe("Welcome Back · Journey 365");
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Full name")).toBeRequired();
    expect(screen.getByRole("link", { name: "Register for the next group" })).toHaveAttribute("href", "/register");
  });

  it("signs a member in: trimmed values, user token and data stored, credentials saved, /dashboard", async () => {
    const { user, router, sent } = renderLogin([loginMock("silas@example.com", "Silas")]);
    await user.type(screen.getByLabelText("Email"), "  silas@example.com ");
    await user.type(screen.getByLabelText("Full name"), " Silas  ");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(sent[0].variables).toEqual({ email: "silas@example.com", name: "Silas" });

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(localStorage.getItem("userToken")).toBe("tok-member");
    expect(JSON.parse(localStorage.getItem("userData")!)).toEqual({ name: "Silas", trophies_count: 2 });
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(JSON.parse(localStorage.getItem("savedCredentials")!)).toEqual([
      { email: "silas@example.com", name: "Silas" },
    ]);
  });

  it("says the session expired when the server ended it (and not otherwise)", async () => {
    const { router } = renderLogin([]);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    await act(() => router.navigate("/login", { state: { from: "/dashboard", reason: "session-expired" } }));
    expect(screen.getByRole("status")).toHaveTextContent("Your session has expired. Please log in again.");
  });

  it("says the account is disabled when the server said so, once, and not that the session expired", async () => {
    signOut("disabled");
    const { router } = renderLogin([]);
    await act(() => router.navigate("/login", { state: { from: "/dashboard", reason: "account-disabled" } }));
    expect(screen.getByRole("status")).toHaveTextContent("This account is disabled. Please contact the programme team.");
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(endReason("member")).toBeNull(); // said once: the next member page is an ordinary visit
  });

  it("sends an admin account to /admin without keeping its member-scoped token as the admin token", async () => {
    localStorage.setItem("userToken", "tok-previous-member");
    const { user, router } = renderLogin([loginMock("admin@example.com", "Administrator", "ADMIN", "tok-admin-as-member")]);
    await user.type(screen.getByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Full name"), "Administrator");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    // /admin asks for the password: no admin session, and the previous member's is over
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(localStorage.getItem("userToken")).toBeNull();
    expect(localStorage.getItem("userData")).toBeNull();
  });

  it.each([
    [
      "the server's message",
      { result: { errors: [new GraphQLError("No account matches that email and full name.")] } },
      "No account matches that email and full name.",
    ],
    ["the generic text without a message", { result: { errors: [{ message: "" }] } }, "Login failed. Please try again."],
    [
      "the connection text on a network error",
      { error: new TypeError("Failed to fetch") },
      "Login failed. Please check your connection and try again.",
    ],
  ])("shows %s", async (_, response, text) => {
    const { user, router } = renderLogin([
      { request: { query: LoginMutation, variables: { email: "x@example.com", name: "X" } }, ...response },
    ]);
    await user.type(screen.getByLabelText("Email"), "x@example.com");
    await user.type(screen.getByLabelText("Full name"), "X");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(new RegExp(`^${text.replace(/\./g, "\\.")}$`));
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("userToken")).toBeNull();
    expect(localStorage.getItem("savedCredentials")).toBeNull();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("requires both fields after trimming", async () => {
    const { user, sent } = renderLogin([]);
    await user.type(screen.getByLabelText("Email"), "a@example.com");
    await user.type(screen.getByLabelText("Full name"), "   ");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByText("Please enter your full name.")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(sent).toHaveLength(0);
  });
});

describe("saved-credential suggestions", () => {
  beforeEach(() => {
    // oldest first, so the list is newest first: Priscilla, John Mark, Joanna, Joseph Barnabas, Anna
    saveCredential({ email: "anna@example.com", name: "Anna" });
    saveCredential({ email: "barnabas@example.com", name: "Joseph Barnabas" });
    saveCredential({ email: "joanna@example.com", name: "Joanna" });
    saveCredential({ email: "john.mark@example.com", name: "John Mark" });
    saveCredential({ email: "priscilla@example.com", name: "Priscilla" });
  });

  it("offers nothing until the visitor types", () => {
    renderLogin([]);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-expanded", "false");
  });

  it("shows at most 3 matches (case-insensitive, email or name), newest first", async () => {
    const { user } = renderLogin([]);
    await user.type(screen.getByLabelText("Email"), "JO");
    const list = screen.getByRole("listbox", { name: "Saved sign-ins" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "John Mark john.mark@example.com",
      "Joanna joanna@example.com",
      "Joseph Barnabas barnabas@example.com", // matched by name
    ]);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-expanded", "true");
  });

  it("does not offer the sign-in the form already holds", async () => {
    const { user } = renderLogin([]);
    await user.type(screen.getByLabelText("Email"), "priscilla@example.com");
    expect(screen.getAllByRole("option")).toHaveLength(1); // it would fill in the name
    await user.type(screen.getByLabelText("Full name"), "PRISCILLA");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("filters in the name field too", async () => {
    const { user } = renderLogin([]);
    await user.type(screen.getByLabelText("Full name"), "prisc");
    expect(screen.getAllByRole("option")).toHaveLength(1);
  });

  it("arrow keys and Enter pick a suggestion and fill both fields without submitting", async () => {
    const { user, sent } = renderLogin([]);
    const email = screen.getByLabelText("Email");
    await user.type(email, "jo");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getByRole("option", { selected: true });
    expect(active).toHaveTextContent("Joanna");
    expect(email).toHaveAttribute("aria-activedescendant", active.id);
    await user.keyboard("{ArrowUp}{ArrowUp}"); // wraps to the last
    expect(screen.getByRole("option", { selected: true })).toHaveTextContent("Joseph Barnabas");
    await user.keyboard("{Enter}");
    expect(email).toHaveValue("barnabas@example.com");
    expect(screen.getByLabelText("Full name")).toHaveValue("Joseph Barnabas");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it("Escape closes the list; a click picks", async () => {
    const { user } = renderLogin([]);
    const email = screen.getByLabelText("Email");
    await user.type(email, "anna");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.type(email, "@");
    await user.click(screen.getByRole("option", { name: "Anna anna@example.com" }));
    expect(email).toHaveValue("anna@example.com");
    expect(screen.getByLabelText("Full name")).toHaveValue("Anna");
  });

  it("moves a re-used sign-in to the front after logging in", async () => {
    const { user, router } = renderLogin([loginMock("anna@example.com", "Anna")]);
    await user.type(screen.getByLabelText("Email"), "anna");
    await user.click(screen.getByRole("option", { name: /Anna/ }));
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    await act(async () => {});
    const saved = JSON.parse(localStorage.getItem("savedCredentials")!) as { email: string }[];
    expect(saved.map((c) => c.email)).toEqual([
      "anna@example.com",
      "priscilla@example.com",
      "john.mark@example.com",
      "joanna@example.com",
      "barnabas@example.com",
    ]);
  });
});
