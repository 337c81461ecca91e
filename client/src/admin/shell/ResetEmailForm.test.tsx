import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestClient } from "../../board/testing";
import { axeViolations } from "../../test/axe";
import type { ResetEmailOutcome } from "./passwordReset";
import { ResetEmailForm } from "./ResetEmailForm";

const RESET_EMAIL_SENT = "Password reset email sent! Check your inbox.";

// The form's default sender is the panel's mutation: an Apollo client must be around.
const { wrapper } = createTestClient({});

describe("ResetEmailForm", () => {
  it("is busy while sending, sends the trimmed email once, and shows a sent answer as a status", async () => {
    let answer!: (outcome: ResetEmailOutcome) => void;
    const send = vi.fn(() => new Promise<ResetEmailOutcome>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ResetEmailForm onBack={() => {}} send={send} />, { wrapper });
    await user.type(screen.getByLabelText(/^Email/), "  ada@example.com ");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Sending..." }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("ada@example.com");
    answer({ sent: true, message: RESET_EMAIL_SENT });
    expect(await screen.findByRole("status")).toHaveTextContent(RESET_EMAIL_SENT);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Reset Email" })).toBeEnabled();
  });

  it("Back to Login asks to go back", async () => {
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<ResetEmailForm onBack={onBack} send={vi.fn()} />, { wrapper });
    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows the server's answer under the sent message, and a refusal naming the email beside the field", async () => {
    const send = vi
      .fn<(email: string) => Promise<ResetEmailOutcome>>()
      .mockResolvedValueOnce({ sent: true, message: RESET_EMAIL_SENT, detail: "A link is on its way if the account exists." })
      .mockResolvedValueOnce({ sent: false, message: "That email is too long.", field: "email" });
    const user = userEvent.setup();
    render(
      <main>
        <ResetEmailForm onBack={() => {}} send={send} />
      </main>,
      { wrapper },
    );
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    const status = await screen.findByRole("status");
    await screen.findByText(RESET_EMAIL_SENT);
    expect(status).toHaveTextContent(`${RESET_EMAIL_SENT}A link is on its way if the account exists.`);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    await screen.findByText("That email is too long.");
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("That email is too long.");
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(await axeViolations()).toEqual([]);
  });
});
