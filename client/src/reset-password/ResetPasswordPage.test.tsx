import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestClient, type Handler } from "../board/testing";
import { axeViolations } from "../test/axe";
import { ResetPasswordPage } from "./ResetPasswordPage";

function renderReset(path: string, handlers: Record<string, Handler> = {}) {
  const t = createTestClient(handlers);
  const router = createMemoryRouter(
    [
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/login", element: <h1>Welcome Back</h1> },
      { path: "/admin", element: <h1>Journey 365 Admin</h1> },
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
  return { ...t, router, user };
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole("button", { name: "Reset Password" });

/** The error text shown beside an input (what aria-describedby reads with it). */
function describedText(input: HTMLElement): string {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(newPassword(), password);
  await user.type(confirmPassword(), confirm);
}

/** Submits with fake timers on from here, and lets the answer arrive. */
async function submitWithFakeTimers() {
  vi.useFakeTimers();
  fireEvent.click(submit());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ResetPasswordPage", { timeout: 20_000 }, () => {
  it.each(["/reset-password", "/reset-password?token=", "/reset-password?token=%20%20"])(
    "%s: 'Invalid Reset Link' with the reason and Back to Login (to /admin); no form",
    async (path) => {
      const { user, router, calls } = renderReset(path);
      expect(screen.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Invalid or missing reset token. Please request a new password reset.",
      );
      expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
      expect(document.title).toBe("Invalid Reset Link · Journey 365");
      expect(await axeViolations()).toEqual([]);
      await user.click(screen.getByRole("link", { name: "Back to Login" }));
      expect(router.state.location.pathname).toBe("/admin");
      expect(calls).toEqual([]);
    },
  );

  it("asks for a new password and its confirmation, labelled, as new passwords", async () => {
    renderReset("/reset-password?token=abc");
    expect(screen.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeInTheDocument();
    for (const input of [newPassword(), confirmPassword()]) {
      expect(input).toHaveAttribute("type", "password");
      expect(input).toHaveAttribute("autocomplete", "new-password");
    }
    // the minimum comes with the form rules (one small query the form makes)
    await waitFor(() => expect(describedText(newPassword())).toContain("At least 6 characters."));
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/admin");
    expect(document.title).toBe("Reset Your Password · Journey 365");
    expect(await axeViolations()).toEqual([]);
  });

  it("checks length and match beside the fields and sends nothing until both pass", async () => {
    const { user, calls } = renderReset("/reset-password?token=abc");
    await user.click(submit());
    expect(describedText(newPassword())).toContain("Password must be at least 6 characters long");
    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(newPassword()).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await fill(user, "abc12");
    await user.click(submit());
    expect(describedText(newPassword())).toContain("Password must be at least 6 characters long");

    await user.clear(newPassword());
    await user.clear(confirmPassword());
    await fill(user, "secret1", "secret2");
    await user.click(submit());
    expect(describedText(newPassword())).not.toContain("Password must be");
    expect(describedText(confirmPassword())).toContain("Passwords do not match");
    expect(confirmPassword()).toHaveFocus();
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("on success says 'Password Reset Successful!', that it goes to the admin sign-in, and goes to /admin after 3 s", async () => {
    const { user, router, named } = renderReset("/reset-password?token=tok-123", {
      ResetPassword: () => ({ data: { resetPassword: "Your password has been reset. Please sign in." } }),
    });
    await fill(user, " pass word ");
    await submitWithFakeTimers();

    expect(named("ResetPassword")).toHaveLength(1);
    expect(named("ResetPassword")[0].variables).toEqual({ token: "tok-123", newPassword: " pass word " });
    expect(named("ResetPassword")[0].auth).toBe("none");
    const heading = screen.getByRole("heading", { level: 1, name: "Password Reset Successful!" });
    expect(heading).toHaveFocus();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Your password has been reset. Please sign in.");
    expect(status).toHaveTextContent("Taking you to the admin sign-in in 3 seconds…");
    expect(screen.getByRole("link", { name: "Go to admin sign-in now" })).toHaveAttribute("href", "/admin");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(router.state.location.pathname).toBe("/reset-password");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(router.state.location.pathname).toBe("/admin");
    expect(screen.getByRole("heading", { level: 1, name: "Journey 365 Admin" })).toBeInTheDocument();
  });

  it("the success screen has no axe violations", async () => {
    const { user } = renderReset("/reset-password?token=tok-123", {
      ResetPassword: () => ({ data: { resetPassword: "Password Reset Successful!" } }),
    });
    await fill(user, "secret1");
    await user.click(submit());
    expect(await screen.findByRole("heading", { level: 1, name: "Password Reset Successful!" })).toBeInTheDocument();
    // the server's words are not repeated when they are the heading's
    expect(screen.getByRole("status").textContent).toBe("Taking you to the admin sign-in in 3 seconds…");
    expect(document.title).toBe("Password Reset Successful! · Journey 365");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's refusal of the password beside it", async () => {
    const { user } = renderReset("/reset-password?token=tok", {
      ResetPassword: () => ({
        data: null,
        errors: [{ message: "Choose a password you have not used here before.", extensions: { code: "invalid", field: "newPassword" } }],
      }),
    });
    await fill(user, "secret1");
    await user.click(submit());
    await screen.findByText("Choose a password you have not used here before.");
    expect(describedText(newPassword())).toContain("Choose a password you have not used here before.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a refused token (used, expired, unknown) as the page's alert, and stays on the page", async () => {
    const message = "This reset link has expired or has already been used. Please request a new password reset.";
    const { user, router } = renderReset("/reset-password?token=old", {
      ResetPassword: () => ({ data: null, errors: [{ message, extensions: { code: "invalid", field: "token" } }] }),
    });
    await fill(user, "secret1");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(screen.queryByText("Password Reset Successful!")).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("a refusal without words: 'Failed to reset password. Please try again.'", async () => {
    const { user } = renderReset("/reset-password?token=tok", {
      ResetPassword: () => ({ data: null, errors: [{ message: "" }] }),
    });
    await fill(user, "secret1");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to reset password. Please try again.");
  });

  it("no answer: 'Network error. Please check your connection and try again.', never the browser's words", async () => {
    const { user } = renderReset("/reset-password?token=tok", {
      ResetPassword: () => new TypeError("Failed to fetch"),
    });
    await fill(user, "secret1");
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Network error. Please check your connection and try again.");
    expect(within(document.body).queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
