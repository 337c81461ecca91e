import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { bindSession } from "../auth/session";
import { getSavedCredentials, rememberCredential, setUserSession } from "../auth/storage";
import { createTestClient, type Handler } from "../board/testing";
import type { MyProfileFieldsFragment } from "../gql/graphql";
import { axeViolations } from "../test/axe";
import { ConfirmEmailPage } from "./ConfirmEmailPage";
import { ProfilePage } from "./ProfilePage";
import { SignInLinkPage } from "./SignInLinkPage";

const DETAILS_SAVED = "Your details are saved.";
const PASSWORD_SAVED = "Your password is saved. You now sign in with it (or a sign-in link).";

function profile(overrides: Partial<MyProfileFieldsFragment> = {}): MyProfileFieldsFragment {
  return {
    __typename: "MyProfile",
    name: "Ruth Reader",
    email: "ruth@example.com",
    city: "Lagos",
    mailingAddress: "2 Broad St",
    hasPassword: false,
    signInByLink: false,
    pendingEmail: null,
    pendingEmailExpiresAt: null,
    ...overrides,
  };
}

function renderAt(path: string, handlers: Record<string, Handler>) {
  const t = createTestClient({ MyProfile: () => ({ data: { myProfile: profile() } }), ...handlers });
  const router = createMemoryRouter(
    [
      { path: "/profile", element: <ProfilePage /> },
      { path: "/confirm-email", element: <ConfirmEmailPage /> },
      { path: "/sign-in", element: <SignInLinkPage /> },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
      { path: "/login", element: <h1>Login</h1> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <t.wrapper>
      <main>
        <RouterProvider router={router} />
      </main>
    </t.wrapper>,
  );
  return { ...t, user, router };
}

beforeEach(() => {
  localStorage.clear();
  setUserSession("member-token", { name: "Ruth Reader", trophies_count: 0 });
});

describe("ProfilePage", { timeout: 20_000 }, () => {
  it("shows the member's details, email and sign-in choices, with no axe violations", async () => {
    renderAt("/profile", {});
    expect(await screen.findByLabelText("Full name")).toHaveValue("Ruth Reader");
    expect(screen.getByLabelText("City")).toHaveValue("Lagos");
    expect(screen.getByLabelText("Mailing address")).toHaveValue("2 Broad St");
    expect(screen.getByText("ruth@example.com")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Add a password" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Email me a sign-in link" })).not.toBeChecked();
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("saves the details, names the server's field error, and updates the saved sign-in", async () => {
    rememberCredential({ email: "ruth@example.com", name: "Ruth Reader" });
    let calls = 0;
    const { user } = renderAt("/profile", {
      UpdateMyProfile: (variables) => {
        calls++;
        if (calls === 1) {
          return { data: null, errors: [{ message: "City must be at most 200 characters.", extensions: { code: "invalid", field: "city" } }] };
        }
        return { data: { updateMyProfile: profile({ name: String((variables.input as { name: string }).name) }) } };
      },
    });
    const name = await screen.findByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Ruth Adeyemi");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("City must be at most 200 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(DETAILS_SAVED)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText(DETAILS_SAVED)).toBeInTheDocument();
    expect(getSavedCredentials()[0]).toEqual({ email: "ruth@example.com", name: "Ruth Adeyemi" });
  });

  it("asks for an email change and says where the link went; a taken address is named", async () => {
    const { user } = renderAt("/profile", {
      RequestEmailChange: (variables) =>
        variables.email === "taken@example.com"
          ? { data: null, errors: [{ message: "Another account already uses this email address.", extensions: { code: "conflict", field: "email" } }] }
          : { data: { requestEmailChange: profile({ pendingEmail: String(variables.email), pendingEmailExpiresAt: "2026-11-24T12:00:00Z" }) } },
    });
    const email = await screen.findByLabelText("New email address");
    await user.type(email, "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Another account already uses this email address.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.clear(email);
    await user.type(email, "ruth.new@example.com");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText(/We sent a link to ruth.new@example.com/)).toBeInTheDocument();
  });

  it("checks a new password before sending it, then keeps the session with the new token", async () => {
    const { user, named } = renderAt("/profile", {
      SetMyPassword: () => ({
        data: { setMyPassword: { __typename: "AuthPayload", token: "new-member-token", scope: "MEMBER",
          user: { __typename: "User", name: "Ruth Reader", email: "ruth@example.com", role: "USER", trophiesCount: 0 } } },
      }),
    });
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Add password" }));
    expect(await screen.findByText("New password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("New passwords do not match")).toBeInTheDocument();
    expect(named("SetMyPassword")).toHaveLength(0);

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "ruths-secret");
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "ruths-secret");
    await user.click(screen.getByRole("button", { name: "Add password" }));
    expect(await screen.findByText(/Your password is saved/)).toBeInTheDocument();
    expect(named("SetMyPassword")[0].variables).toEqual({ currentPassword: null, newPassword: "ruths-secret" });
    expect(localStorage.getItem("userToken")).toBe("new-member-token");
  });

  it("carries the session on with the new token: nothing cleared, no query with the revoked one", async () => {
    const sent: string[] = [];
    const { client, user } = renderAt("/profile", {
      MyProfile: () => {
        sent.push(`MyProfile with ${localStorage.getItem("userToken")}`);
        return { data: { myProfile: profile({ hasPassword: sent.length > 1 }) } };
      },
      SetMyPassword: () => ({
        data: { setMyPassword: { __typename: "AuthPayload", token: "new-member-token", scope: "MEMBER",
          user: { __typename: "User", name: "Ruth Reader", email: "ruth@example.com", role: "USER", trophiesCount: 0 } } },
      }),
    });
    // bound to the session as the app's member client is (apollo.ts)
    const clears: string[] = [];
    const restarts: string[] = [];
    const unbind = bindSession({
      clearStore: () => {
        clears.push(`clear with ${localStorage.getItem("userToken")}`);
        return client.clearStore();
      },
      restartSocket: () => restarts.push(`restart with ${localStorage.getItem("userToken")}`),
    });
    try {
      await user.type(await screen.findByLabelText("New password"), "ruths-secret");
      await user.type(screen.getByLabelText("Confirm new password"), "ruths-secret");
      await user.click(screen.getByRole("button", { name: "Add password" }));
      expect(await screen.findByText(PASSWORD_SAVED)).toBeInTheDocument();
      expect(await screen.findByRole("form", { name: "Change your password" })).toBeInTheDocument();
      expect(clears).toEqual([]);
      expect(restarts).toEqual(["restart with new-member-token"]);
      expect(sent).toEqual(["MyProfile with member-token", "MyProfile with new-member-token"]);
    } finally {
      unbind();
    }
  });

  it("asks for the current password to change or remove one", async () => {
    renderAt("/profile", { MyProfile: () => ({ data: { myProfile: profile({ hasPassword: true, signInByLink: true }) } }) });
    expect(await screen.findByRole("heading", { name: "Change your password" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("Current password")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Remove password" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Email me a sign-in link" })).toBeChecked();
    expect(screen.getByText(/Your account is secured/)).toBeInTheDocument();
  });
});

describe("the mailed links' pages", { timeout: 20_000 }, () => {
  it("/confirm-email changes nothing until Confirm, then says the new email and updates the suggestions", async () => {
    rememberCredential({ email: "ruth@example.com", name: "Ruth Reader" });
    const { user, named } = renderAt("/confirm-email?token=abc", {
      ConfirmEmailChange: () => ({ data: { confirmEmailChange: { __typename: "EmailChange", name: "Ruth Reader", email: "ruth.new@example.com" } } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm Your New Email" })).toBeInTheDocument();
    expect(named("ConfirmEmailChange")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("You now sign in with ruth.new@example.com.")).toBeInTheDocument();
    expect(getSavedCredentials()).toEqual([{ email: "ruth.new@example.com", name: "Ruth Reader" }]);
  });

  it("/confirm-email shows the server's words for a used link", async () => {
    const { user } = renderAt("/confirm-email?token=abc", {
      ConfirmEmailChange: () => ({ data: null, errors: [{ message: "This confirmation link has expired or was already used.", extensions: { code: "invalid", field: "token" } }] }),
    });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This confirmation link has expired or was already used.");
  });

  it("/sign-in signs in only on the button and goes to the dashboard", async () => {
    localStorage.clear();
    const { user, named } = renderAt("/sign-in?token=abc", {
      SignInWithLink: () => ({
        data: { signInWithLink: { __typename: "AuthPayload", token: "link-token", scope: "MEMBER",
          user: { __typename: "User", name: "Ruth Reader", email: "ruth@example.com", role: "USER", trophiesCount: 0 } } },
      }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In With Your Link" })).toBeInTheDocument();
    expect(named("SignInWithLink")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(localStorage.getItem("userToken")).toBe("link-token");
  });

  it("/sign-in without a token says so", async () => {
    renderAt("/sign-in", {});
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is missing its token.");
  });
});
