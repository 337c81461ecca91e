import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { gqlError, renderAdmin } from "../shell/testing";
import { AUDIT_ADMINS_LIMIT, AUDIT_PAGE_SIZE } from "./AuditTab";
import { buildAuditFilter, NO_FILTER, validateAuditFilter } from "./filter";
import { pageAnswer } from "../shared/testing";

function entry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "AuditEntry",
    id,
    at: "2027-01-05T17:30:00Z",
    adminId: "1",
    adminName: "Ada Admin",
    action: "group.update",
    objectType: "group",
    objectId: "12",
    changes: [
      { __typename: "AuditChange", field: "name", before: "Old name", after: "New name" },
      { __typename: "AuditChange", field: "whatsappInviteUrl", before: null, after: "https://chat.example/x" },
      { __typename: "AuditChange", field: "password", before: null, after: null },
    ],
    ...overrides,
  };
}

function auditPage(nodes: ReturnType<typeof entry>[], totalCount: number, endCursor: string | null, hasNextPage: boolean) {
  return pageAnswer("adminAudit", "AuditPage", nodes, { totalCount, endCursor, hasNextPage });
}

const admins = {
  data: {
    adminUsers: {
      __typename: "AdminUserPage",
      totalCount: 2,
      nodes: [
        { __typename: "AdminUser", id: "1", name: "Ada Admin", email: "ada@example.com" },
        { __typename: "AdminUser", id: "9", name: "Bo Boss", email: "bo@example.com" },
      ],
    },
  },
};

/** Three pages of 50 in the server's cursor convention: page n answers cursor "c{n}". */
function setup() {
  setAdminToken(testToken("admin"));
  return renderAdmin("/admin/audit", {
    AuditAdmins: () => admins,
    AdminAudit: (v) => {
      const n = v.after ? Number(String(v.after).slice(1)) + 1 : 1;
      return auditPage([entry(`p${n}`, { objectId: `${n}` })], 120, `c${n}`, n < 3);
    },
  });
}

describe("buildAuditFilter", () => {
  it("is null without a filter and keeps only what was chosen, trimmed", () => {
    expect(buildAuditFilter(NO_FILTER)).toBeNull();
    expect(buildAuditFilter({ ...NO_FILTER, objectType: "user", objectId: " 42 " })).toEqual({ objectType: "user", objectId: "42" });
  });

  it("refuses a From after To and dates not in YYYY-MM-DD", () => {
    expect(validateAuditFilter({ ...NO_FILTER, from: "2027-02-01", to: "2027-01-31" })).toEqual({ to: "To must be on or after From." });
    expect(validateAuditFilter({ ...NO_FILTER, from: "01/02/2027" })).toEqual({ from: "Enter the From date as YYYY-MM-DD." });
    expect(validateAuditFilter({ ...NO_FILTER, from: "2027-01-31", to: "2027-01-31" })).toEqual({});
  });
});

describe("AuditTab", () => {
  it("lists the entries: when, admin, action, object and each change as 'field: before → after'", async () => {
    const { named } = setup();
    const table = await screen.findByRole("table", { name: "Audit log, newest first" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "When",
      "Admin",
      "Action",
      "Object",
      "Changes",
    ]);
    const row = within(table).getAllByRole("row")[1];
    expect(within(row).getByRole("rowheader").querySelector("time")).toHaveAttribute("datetime", "2027-01-05T17:30:00Z");
    expect(within(row).getByText("Ada Admin")).toBeInTheDocument();
    expect(within(row).getByText("group.update")).toBeInTheDocument();
    expect(within(row).getByText("group 1")).toBeInTheDocument();
    expect(within(row).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "name: Old name → New name",
      "whatsappInviteUrl: (empty) → https://chat.example/x",
      "password changed",
    ]);
    expect(screen.getByText("120 entries")).toBeInTheDocument();
    expect(named("AdminAudit")[0].variables).toEqual({ filter: null, first: AUDIT_PAGE_SIZE, after: null });
    expect(named("AuditAdmins")[0].variables).toEqual({ first: AUDIT_ADMINS_LIMIT });
    expect(await screen.findByRole("option", { name: "Bo Boss (bo@example.com)" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("builds the query's filter from the form, and Clear filters asks for everything again", async () => {
    const { user, named } = setup();
    await screen.findByRole("option", { name: "Bo Boss (bo@example.com)" });
    await user.selectOptions(screen.getByLabelText("Admin"), "9");
    await user.selectOptions(screen.getByLabelText("Object type"), "user");
    await user.type(screen.getByLabelText("Object ID"), " 42 ");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2027-01-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2027-01-31" } });
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() =>
      expect(named("AdminAudit").at(-1)!.variables).toEqual({
        filter: { adminId: "9", objectType: "user", objectId: "42", from: "2027-01-01", to: "2027-01-31" },
        first: AUDIT_PAGE_SIZE,
        after: null,
      }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByLabelText("Admin")).toHaveValue("");
    expect(screen.getByLabelText("Object ID")).toHaveValue("");
    // the unfiltered first page, as at the start (answered from the cache or asked again)
    await waitFor(() => expect(screen.getByText("group 1")).toBeInTheDocument());
  });

  it("sends nothing for a From after To and says why beside To", async () => {
    const { user, named } = setup();
    await screen.findByRole("table");
    const before = named("AdminAudit").length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2027-02-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2027-01-01" } });
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("To must be on or after From.");
    expect(named("AdminAudit")).toHaveLength(before);
    expect(await axeViolations()).toEqual([]);
  });

  it("pages with Next and Previous: Next sends the page's end cursor, Previous the one before", async () => {
    const { user, named } = setup();
    await screen.findByText("group 1");
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("group 2")).toBeInTheDocument();
    expect(named("AdminAudit").at(-1)!.variables.after).toBe("c1");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("group 3")).toBeInTheDocument();
    expect(named("AdminAudit").at(-1)!.variables.after).toBe("c2");
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");

    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("group 2")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("group 1")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("applying a filter starts again from the first page", async () => {
    const { user, named } = setup();
    await screen.findByText("group 1");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("group 2");
    await user.selectOptions(screen.getByLabelText("Object type"), "message");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() =>
      expect(named("AdminAudit").at(-1)!.variables).toEqual({ filter: { objectType: "message" }, first: AUDIT_PAGE_SIZE, after: null }),
    );
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("says there is nothing when no entry matches", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin("/admin/audit", { AuditAdmins: () => admins, AdminAudit: () => auditPage([], 0, null, false) });
    expect(await screen.findByText("No entries match these filters.")).toBeInTheDocument();
    expect(screen.getByText("0 entries")).toBeInTheDocument();
  });

  it("ends the admin session when the server refuses the token", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin("/admin/audit", {
      AuditAdmins: () => admins,
      AdminAudit: () => gqlError("Your session has expired. Please log in again.", "unauthorized"),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Your admin session expired. Please sign in again.");
    expect(localStorage.getItem("adminToken")).toBeNull();
  });

  it("reads in Spanish: heading, columns, the object's type, changes and the count", async () => {
    inLanguage("es");
    const { user } = setup();
    const table = await screen.findByRole("table", { name: "Registro de auditoría, lo más reciente primero" });
    expect(screen.getByRole("heading", { level: 2, name: "Auditoría" })).toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Cuándo", "Administrador", "Acción", "Objeto", "Cambios"]);
    const row = within(table).getAllByRole("row")[1];
    expect(within(row).getByText("grupo 1")).toBeInTheDocument();
    expect(within(row).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "name: Old name → New name",
      "whatsappInviteUrl: (vacío) → https://chat.example/x",
      "password cambió",
    ]);
    expect(screen.getByText("120 entradas")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Solicitud de recorrido anterior" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Desde"), "2027-02-01");
    await user.type(screen.getByLabelText("Hasta"), "2027-01-31");
    await user.click(screen.getByRole("button", { name: "Aplicar filtros" }));
    expect(screen.getByText("Hasta debe ser igual o posterior a Desde.")).toBeInTheDocument();
    const tab = screen.getByRole("region", { name: "Auditoría" });
    for (const english of ["Audit", "Apply filters", "Clear filters", "All objects", "120 entries", "When"]) {
      expect(within(tab).queryByText(english)).not.toBeInTheDocument();
    }
  });
});
