import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../board/testing";
import { axeViolations } from "../test/axe";
import { ConfirmLegacyPage } from "./ConfirmLegacyPage";

function renderConfirm(path: string, handlers: Record<string, Handler> = {}) {
  const t = createTestClient(handlers);
  const router = createMemoryRouter(
    [
      { path: "/legacy/confirm", element: <ConfirmLegacyPage /> },
      { path: "/login", element: <h1>Welcome Back</h1> },
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

describe("ConfirmLegacyPage", { timeout: 20_000 }, () => {
  it("opening the link sends nothing: the page asks, and only Confirm sends the token, without a member token", async () => {
    const { user, calls, named } = renderConfirm("/legacy/confirm?token=tok-123", {
      ConfirmLegacyClaim: () => ({
        data: {
          confirmLegacyClaim: { __typename: "LegacyConfirmation", name: "Vera Owner", trophiesCount: 12, accountCreated: false },
        },
      }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Confirm Your Past Journeys" })).toBeInTheDocument();
    expect(screen.getByText(/Nothing is counted until you confirm/)).toBeInTheDocument();
    expect(document.title).toBe("Confirm Your Past Journeys · Journey 365");
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(named("ConfirmLegacyClaim")).toHaveLength(1);
    expect(named("ConfirmLegacyClaim")[0].variables).toEqual({ token: "tok-123" });
    expect(named("ConfirmLegacyClaim")[0].auth).toBe("none");
    const heading = await screen.findByRole("heading", { level: 1, name: "Your Journeys Are Counted" });
    expect(heading).toHaveFocus();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Your account with 12 completed journeys, shown on the Awards page.");
    expect(status).toHaveTextContent("Sign in with your email address and the name Vera Owner.");
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
    expect(await axeViolations()).toEqual([]);
  });

  it("says when confirming created the account", async () => {
    const { user } = renderConfirm("/legacy/confirm?token=tok-1", {
      ConfirmLegacyClaim: () => ({
        data: {
          confirmLegacyClaim: { __typename: "LegacyConfirmation", name: "Lydia Elder", trophiesCount: 1, accountCreated: true },
        },
      }),
    });
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your account was created with 1 completed journey");
  });

  it("shows the server's refusal of a used or expired link, and Confirm can be tried again", async () => {
    const message = "This confirmation link has expired or was already used. Send a new request at /legacy if your journeys are not counted yet.";
    const { user, named } = renderConfirm("/legacy/confirm?token=old", {
      ConfirmLegacyClaim: () => ({ data: null, errors: [{ message, extensions: { code: "invalid", field: "token" } }] }),
    });
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
    expect(named("ConfirmLegacyClaim")).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it.each(["/legacy/confirm", "/legacy/confirm?token=%20"])("%s: says the link is invalid, no button", async (path) => {
    const { calls } = renderConfirm(path);
    expect(screen.getByRole("heading", { level: 1, name: "Invalid Confirmation Link" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This link is missing its token.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
