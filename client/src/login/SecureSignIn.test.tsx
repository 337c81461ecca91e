import { screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PasswordLoginMutation, RequestSignInLinkMutation } from "../profile/documents";
import { LoginPage } from "./LoginPage";
import { LoginMutation } from "./queries";
import { renderVisitorPage } from "./testUtils";

const SECURE = "This account signs in with a password or an emailed link. Enter your password, or ask for a sign-in link.";

const refusedByName = {
  request: { query: LoginMutation, variables: { email: "ruth@example.com", name: "Ruth Reader" } },
  result: { errors: [new GraphQLError(SECURE, { extensions: { code: "unauthorized", field: "password" } })] },
};

const passwordLogin = {
  request: { query: PasswordLoginMutation, variables: { email: "ruth@example.com", password: "ruths-secret" } },
  result: {
    data: {
      passwordLogin: {
        __typename: "AuthPayload" as const,
        token: "tok-password",
        scope: "MEMBER" as const,
        user: { __typename: "User" as const, name: "Ruth Reader", email: "ruth@example.com", role: "USER" as const, trophiesCount: 0 },
      },
    },
  },
};

const askLink = {
  request: { query: RequestSignInLinkMutation, variables: { email: "ruth@example.com" } },
  result: { data: { requestSignInLink: "If an account uses that email, a sign-in link is on its way. It works once, for 15 minutes." } },
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe("/login's secure sign-in", () => {
  it("is closed at first: the spec's form stands alone", () => {
    renderVisitorPage(<LoginPage />, "/login", []);
    expect(screen.getByText("Sign in with a password or a link")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("opens with the email when the name alone is refused, and signs in with the password", async () => {
    const { user, router } = renderVisitorPage(<LoginPage />, "/login", [refusedByName, passwordLogin]);
    await user.type(screen.getByLabelText("Email"), "ruth@example.com");
    await user.type(screen.getByLabelText("Full name"), "Ruth Reader");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText(SECURE)).toBeInTheDocument();
    const password = await screen.findByLabelText("Password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    const form = screen.getByRole("form", { name: "Sign in with a password or a link" });
    expect(form.querySelector('input[name="username"]')).toHaveValue("ruth@example.com");
    await user.type(password, "ruths-secret");
    await user.click(screen.getByRole("button", { name: "Sign in with password" }));
    await screen.findByText("Dashboard stub");
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(localStorage.getItem("userToken")).toBe("tok-password");
  });

  it("asks for a sign-in link and shows the server's same-for-everyone answer", async () => {
    const { user } = renderVisitorPage(<LoginPage />, "/login", [askLink]);
    await user.click(screen.getByText("Sign in with a password or a link"));
    const form = await screen.findByRole("form", { name: "Sign in with a password or a link" });
    await user.type(form.querySelector('input[name="username"]') as HTMLElement, "ruth@example.com");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText(/a sign-in link is on its way/)).toBeInTheDocument();
  });
});
