import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Handler } from "../../board/testing";
import { axeViolations } from "../../test/axe";
import { translate } from "../../i18n";
import { EMAIL_EXISTS as EMAIL_EXISTS_MESSAGE, SAVE_FAILED as SAVE_FAILED_MESSAGE } from "./saveError";

const EMAIL_EXISTS = translate(EMAIL_EXISTS_MESSAGE);
const SAVE_FAILED = translate(SAVE_FAILED_MESSAGE);
import { gqlErrors, renderUsersTab, user } from "./testing";

const full = user({
  phone: "555-0100",
  avatarUrl: "https://example.com/ruth.png",
  mailingAddress: "1 Main St",
  referral: "Church",
  awardApproved: true,
});

const saved = (input: Record<string, unknown>, id = "9") => ({
  data: {
    createUser: {
      ...user({ id, trophiesCount: 0, city: null }),
      ...input,
    },
  },
});

async function openAdd() {
  const t = renderUsersTab({ UsersTabCreateUser: (v) => saved(v.input as Record<string, unknown>) });
  await screen.findByRole("rowheader", { name: "Ruth Member" });
  await t.user.click(screen.getByRole("button", { name: "Add User" }));
  const dialog = screen.getByRole("dialog", { name: "Add User" });
  return { ...t, dialog, submit: within(dialog).getByRole("button", { name: "Add User" }) };
}

describe("UserFormDialog", { timeout: 20_000 }, () => {
  it("needs a name and an email before the submit button is enabled", async () => {
    const { dialog, submit, user: u } = await openAdd();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(submit).toBeDisabled();
    await u.type(within(dialog).getByRole("textbox", { name: "Name" }), "   ");
    await u.type(within(dialog).getByRole("textbox", { name: "Email" }), "a@example.com");
    expect(submit).toBeDisabled(); // blanks are not a name
    await u.type(within(dialog).getByRole("textbox", { name: "Name" }), "Ann");
    expect(submit).toBeEnabled();
    await u.clear(within(dialog).getByRole("textbox", { name: "Email" }));
    expect(submit).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("sends trimmed values and leaves out the optional fields left empty", async () => {
    const t = await openAdd();
    const { dialog, user: u } = t;
    await u.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Ann Lee  ");
    await u.type(within(dialog).getByRole("textbox", { name: "Email" }), " ann@example.com ");
    await u.type(within(dialog).getByRole("textbox", { name: "City (optional)" }), "   ");
    await u.type(within(dialog).getByRole("textbox", { name: "Referral (optional)" }), "  Friend ");
    await u.click(t.submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("UsersTabCreateUser")[0]).toMatchObject({
      auth: "admin",
      variables: {
        input: { name: "Ann Lee", email: "ann@example.com", role: "USER", status: "ACTIVE", awardApproved: false, referral: "Friend" },
      },
    });
    expect(Object.keys(t.named("UsersTabCreateUser")[0].variables.input as object).sort()).toEqual(
      ["awardApproved", "email", "name", "referral", "role", "status"],
    );
    // the list is asked again, so the new user shows with the new count
    await waitFor(() => expect(t.named("UsersTabUsers").length).toBeGreaterThan(1));
    expect(screen.getByRole("button", { name: "Add User" })).toHaveFocus();
  });

  it("sends every optional field, the role, the status and the award approval when given", async () => {
    const t = await openAdd();
    const { dialog, user: u } = t;
    await u.type(within(dialog).getByRole("textbox", { name: "Name" }), "Ann");
    await u.type(within(dialog).getByRole("textbox", { name: "Email" }), "ann@example.com");
    await u.type(within(dialog).getByRole("textbox", { name: "Phone (optional)" }), " 555-0101 ");
    await u.type(within(dialog).getByRole("textbox", { name: "Avatar URL (optional)" }), "https://example.com/a.png");
    await u.type(within(dialog).getByRole("textbox", { name: "City (optional)" }), "Austin");
    await u.type(within(dialog).getByRole("textbox", { name: "Mailing address (optional)" }), "2 Elm St");
    await u.type(within(dialog).getByRole("textbox", { name: "Referral (optional)" }), "Radio");
    await u.selectOptions(within(dialog).getByRole("combobox", { name: "Role" }), "Admin");
    await u.selectOptions(within(dialog).getByRole("combobox", { name: "Status" }), "Inactive");
    await u.click(within(dialog).getByRole("checkbox", { name: /Award approved/ }));
    await u.click(t.submit);
    await waitFor(() => expect(t.named("UsersTabCreateUser")).toHaveLength(1));
    expect(t.named("UsersTabCreateUser")[0].variables.input).toEqual({
      name: "Ann",
      email: "ann@example.com",
      phone: "555-0101",
      avatarUrl: "https://example.com/a.png",
      city: "Austin",
      mailingAddress: "2 Elm St",
      referral: "Radio",
      role: "ADMIN",
      status: "INACTIVE",
      awardApproved: true,
    });
  });

  it("Edit User starts from the user's values, saves by id and shows the change; a cleared field is left out", async () => {
    const t = renderUsersTab(
      {
        UsersTabUpdateUser: (v) => ({
          data: { updateUser: { ...full, ...(v.input as object), city: (v.input as { city?: string }).city ?? null } },
        }),
      },
      [full],
    );
    await t.user.click(await screen.findByRole("button", { name: "Edit Ruth Member" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Ruth Member");
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveValue("ruth@example.com");
    expect(within(dialog).getByRole("textbox", { name: "Phone (optional)" })).toHaveValue("555-0100");
    expect(within(dialog).getByRole("textbox", { name: "Mailing address (optional)" })).toHaveValue("1 Main St");
    expect(within(dialog).getByRole("checkbox", { name: /Award approved/ })).toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await t.user.clear(within(dialog).getByRole("textbox", { name: "City (optional)" }));
    await t.user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await t.user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Ruth Newname ");
    await t.user.click(within(dialog).getByRole("button", { name: "Save User" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const call = t.named("UsersTabUpdateUser")[0];
    expect(call.variables.id).toBe("1");
    expect(call.variables.input).toEqual({
      name: "Ruth Newname",
      email: "ruth@example.com",
      phone: "555-0100",
      avatarUrl: "https://example.com/ruth.png",
      mailingAddress: "1 Main St",
      referral: "Church",
      role: "USER",
      status: "ACTIVE",
      awardApproved: true,
    });
    expect(await screen.findByRole("rowheader", { name: "Ruth Newname" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Ruth Newname" })).toHaveFocus();
  });

  it("Cancel closes without saving", async () => {
    const t = await openAdd();
    await t.user.type(within(t.dialog).getByRole("textbox", { name: "Name" }), "Ann");
    await t.user.click(within(t.dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("UsersTabCreateUser")).toHaveLength(0);
  });
});

describe("UserFormDialog: save errors (spec 8)", { timeout: 20_000 }, () => {
  async function failWith(handlers: Record<string, Handler>) {
    const t = renderUsersTab(handlers);
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await t.user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Ann");
    await t.user.type(within(dialog).getByRole("textbox", { name: "Email" }), "ann@example");
    await t.user.click(within(dialog).getByRole("button", { name: "Add User" }));
    return { ...t, dialog, alert: await within(dialog).findByRole("alert") };
  }

  it("the server's message and its field details joined with '; ', each also beside its input", async () => {
    const { dialog, alert } = await failWith({
      UsersTabCreateUser: () =>
        gqlErrors(
          { message: "Email is not a valid address.", code: "invalid", field: "email" },
          { message: "Phone is too long.", code: "invalid", field: "phone" },
        ),
    });
    expect(alert).toHaveTextContent("Email is not a valid address.; Phone is too long.");
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email is not a valid address.");
    expect(email).toHaveFocus();
    expect(within(dialog).getByRole("textbox", { name: "Phone (optional)" })).toHaveAccessibleDescription("Phone is too long.");
    expect(dialog).toHaveAccessibleDescription("Email is not a valid address.; Phone is too long.");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("a message without a field is shown alone", async () => {
    const { alert } = await failWith({
      UsersTabCreateUser: () => gqlErrors({ message: "You cannot demote the last active admin.", code: "forbidden" }),
    });
    expect(alert).toHaveTextContent(/^You cannot demote the last active admin\.$/);
  });

  it("'Email already exists' for a conflict on the email", async () => {
    const { dialog, alert } = await failWith({
      UsersTabCreateUser: () =>
        gqlErrors({ message: "An account with this email already exists. Please log in instead.", code: "conflict", field: "email" }),
    });
    expect(alert).toHaveTextContent(new RegExp(`^${EMAIL_EXISTS}$`));
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  });

  it("'Failed to save user' when no answer came back", async () => {
    const { alert } = await failWith({ UsersTabCreateUser: () => new TypeError("Failed to fetch") });
    expect(alert).toHaveTextContent(new RegExp(`^${SAVE_FAILED}$`));
    expect(alert).not.toHaveTextContent("Failed to fetch");
  });
});
