import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ResetEmailOutcome } from "./passwordReset";
import { ResetEmailForm } from "./ResetEmailForm";
import { RESET_EMAIL_SENT } from "./texts";

describe("ResetEmailForm", () => {
  it("is busy while sending, sends the trimmed email once, and shows a sent answer as a status", async () => {
    let answer!: (outcome: ResetEmailOutcome) => void;
    const send = vi.fn(() => new Promise<ResetEmailOutcome>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ResetEmailForm onBack={() => {}} send={send} />);
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
    render(<ResetEmailForm onBack={onBack} send={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
