import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { authPayload, gqlError, networkFailure, renderAdmin, type Handler } from "../shell/testing";

const OLD = testToken("admin", "before");
const NEW = testToken("admin", "after");

function setup(answer?: Handler) {
  setAdminToken(OLD);
  return renderAdmin("/admin/password", answer ? { AdminChangePassword: answer } : {});
}

async function fill(user: ReturnType<typeof setup>["user"], current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("ChangePasswordTab", () => {
  it("has three labelled password fields and no axe violations", async () => {
    setup();
    expect(screen.getByRole("heading", { level: 2, name: "Change Admin Password" })).toBeInTheDocument();
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "password");
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(await axeViolations()).toEqual([]);
  });

  it("requires all three fields and sends nothing", async () => {
    const { user, calls } = setup();
    await fill(user, "", "", "");
    expect(screen.getByText("Please enter your current password.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a new password.")).toBeInTheDocument();
    expect(screen.getByText("Please confirm the new password.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'New passwords do not match' and sends nothing", async () => {
    const { user, calls } = setup();
    await fill(user, "old-secret", "new-secret", "new-secreT");
    expect(screen.getByText("New passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("says 'New password must be at least 6 characters' and sends nothing", async () => {
    const { user, calls } = setup();
    await fill(user, "old-secret", "abcde", "abcde");
    expect(screen.getByText("New password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("changes it: sends the passwords as typed, keeps the new admin token, says so and empties the form", async () => {
    let release!: () => void;
    const { user, named } = setup(
      () => new Promise<void>((r) => (release = r)).then(() => ({ data: { changePassword: authPayload(NEW) } })),
    );
    await fill(user, " old secret ", "new-secret", "new-secret");
    expect(screen.getByRole("button", { name: "Changing..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Password changed successfully!")).toBeInTheDocument();
    expect(named("AdminChangePassword")[0].variables).toEqual({ currentPassword: " old secret ", newPassword: "new-secret" });
    expect(named("AdminChangePassword")[0].authorization).toBe(`Bearer ${OLD}`);
    expect(localStorage.getItem("adminToken")).toBe(NEW);
    // still in the panel, on this tab
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue("");
    expect(screen.getByLabelText(/^New password/)).toHaveValue("");
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["the server's message", gqlError("Current password is incorrect.", "invalid"), "Current password is incorrect."],
    ["'Failed to change password' without one", gqlError("", "internal"), "Failed to change password"],
    ["the network text with no answer", networkFailure(), "Failed to change password. Please try again."],
  ])("shows %s", async (_, answer, text) => {
    const { user } = setup(() => answer);
    await fill(user, "old-secret", "new-secret", "new-secret");
    expect(await screen.findByRole("alert")).toHaveTextContent(new RegExp(`^${text.replace(/\./g, "\\.")}$`));
    expect(screen.queryByText("Password changed successfully!")).not.toBeInTheDocument();
    expect(localStorage.getItem("adminToken")).toBe(OLD);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a server error that names the current password beside that field", async () => {
    const { user } = setup(() => gqlError("Current password is incorrect.", "invalid", "currentPassword"));
    await fill(user, "old-secret", "new-secret", "new-secret");
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription("Current password is incorrect.");
  });

  it("reads in Spanish: heading, labels, button and the checks' words", async () => {
    inLanguage("es");
    const { user, calls } = setup();
    expect(screen.getByRole("heading", { level: 2, name: "Cambiar la contraseña de administrador" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAttribute("type", "password");
    expect(await screen.findByText("Al menos 6 caracteres.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contraseña actual/), "old-secret");
    await user.type(screen.getByLabelText(/^Nueva contraseña/), "abcde");
    await user.click(screen.getByRole("button", { name: "Cambiar contraseña" }));
    expect(screen.getByText("La nueva contraseña debe tener al menos 6 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Confirme la nueva contraseña.")).toBeInTheDocument();
    // the tab's own texts (the panel's navigation is the shell's)
    const tab = screen.getByRole("region", { name: "Cambiar la contraseña de administrador" });
    for (const english of ["Change Admin Password", "Change Password", "Current password", "Please confirm the new password."]) {
      expect(within(tab).queryByText(english)).not.toBeInTheDocument();
    }
    expect(calls).toEqual([]);
  });
});
