import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { importTexts } from "./importTexts";
import { gqlErrors, renderUsersTab } from "./testing";

const CSV = "name,email,city,mailing address,group\nAma Owusu,ama@example.com,Accra,1 Ring Road,January 2027\n,bad,Accra,,\n";

const problems = [
  { __typename: "MemberImportProblem", row: 3, field: "name", message: "Full name is required." },
  { __typename: "MemberImportProblem", row: 3, field: "email", message: '"bad" is not a valid email address.' },
  { __typename: "MemberImportProblem", row: 3, field: "mailing address", message: "Mailing address is required." },
];
const groups = [{ __typename: "MemberImportGroup", groupId: "7", groupName: "January 2027 Group", members: 1 }];

function previewAnswer(valid = 1, withProblems = 1) {
  return {
    data: {
      previewMemberImport: {
        __typename: "MemberImportPreview",
        rows: valid + withProblems,
        valid,
        withProblems,
        problems: withProblems ? problems : [],
        groups: valid ? groups : [],
        ignoredColumns: [],
      },
    },
  };
}

const importAnswer = () => ({
  data: {
    importMembers: { __typename: "MemberImportResult", rows: 2, imported: 1, skipped: 1, problems, groups },
  },
});

const dialog = () => screen.getByRole("dialog", { name: "Import members" });
const csvFile = (text: string, name = "members.csv") => new File([text], name, { type: "text/csv" });

async function openImport(t: ReturnType<typeof renderUsersTab>) {
  await screen.findByRole("rowheader", { name: "Ruth Member" });
  await t.user.click(screen.getByRole("button", { name: "Import members" }));
  return within(dialog()).getByLabelText("CSV file");
}

// Generous timeouts: the axe checks take seconds on a busy machine.
describe("UsersTab: Import members", { timeout: 20_000 }, () => {
  it("checks the chosen file, lists every problem by row and column with the counts, imports the valid rows and reloads", async () => {
    const t = renderUsersTab({ UsersTabPreviewMemberImport: () => previewAnswer(), UsersTabImportMembers: () => importAnswer() });
    const input = await openImport(t);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", ".csv,text/csv");
    await t.user.upload(input, csvFile(CSV));

    expect(await within(dialog()).findByText("2 rows: 1 can be imported, 1 has problems.")).toBeInTheDocument();
    const table = within(dialog()).getByRole("table", { name: "Rows with problems" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll("th, td"), (c) => c.textContent));
    expect(rows).toEqual([
      ["3", "name", "Full name is required."],
      ["3", "email", '"bad" is not a valid email address.'],
      ["3", "mailing address", "Mailing address is required."],
    ]);
    expect(within(dialog()).getByText("January 2027 Group: 1 member")).toBeInTheDocument();
    expect(t.named("UsersTabPreviewMemberImport").map((c) => [c.variables, c.auth])).toEqual([[{ csv: CSV }, "admin"]]);
    expect(await axeViolations()).toEqual([]);

    const before = t.named("UsersTabUsers").length;
    await t.user.click(within(dialog()).getByRole("button", { name: "Import 1 member" }));
    const result = await within(dialog()).findByText("Imported 1 member; 1 row skipped. Each gets a welcome mail.");
    await waitFor(() => expect(result).toHaveFocus());
    expect(within(dialog()).getByRole("table", { name: "Rows skipped" })).toBeInTheDocument();
    expect(t.named("UsersTabImportMembers").map((c) => c.variables)).toEqual([{ csv: CSV }]);
    await waitFor(() => expect(t.named("UsersTabUsers").length).toBeGreaterThan(before));
    expect(within(dialog()).queryByRole("button", { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers no import when no row can be imported", async () => {
    const t = renderUsersTab({ UsersTabPreviewMemberImport: () => previewAnswer(0, 1) });
    await t.user.upload(await openImport(t), csvFile(CSV));
    expect(await within(dialog()).findByText("1 row: 0 can be imported, 1 has problems.")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Import 0 members" })).toBeDisabled();
  });

  it("shows a refused file's reason as text beside the file, and refuses a file over 2 MB without sending it", async () => {
    const t = renderUsersTab({
      UsersTabPreviewMemberImport: () =>
        gqlErrors({ message: "The header row has no city column (the columns are …).", code: "invalid", field: "csv" }),
    });
    const input = await openImport(t);
    await t.user.upload(input, csvFile("name,email\nA,a@example.com"));
    expect(await within(dialog()).findByText(/The header row has no city column/)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog()).queryByRole("button", { name: /^Import \d/ })).not.toBeInTheDocument();

    const calls = t.named("UsersTabPreviewMemberImport").length;
    await t.user.upload(input, csvFile("x".repeat(2 * 1024 * 1024 + 1), "big.csv"));
    expect(await within(dialog()).findByText(importTexts().tooLarge)).toBeInTheDocument();
    expect(t.named("UsersTabPreviewMemberImport")).toHaveLength(calls);
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps the preview and says why when the import is refused", async () => {
    const t = renderUsersTab({
      UsersTabPreviewMemberImport: () => previewAnswer(),
      UsersTabImportMembers: () => gqlErrors({ message: "A group filled up while the import ran; nothing was imported.", code: "conflict" }),
    });
    await t.user.upload(await openImport(t), csvFile(CSV));
    await t.user.click(await within(dialog()).findByRole("button", { name: "Import 1 member" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("A group filled up while the import ran");
    expect(within(dialog()).getByRole("button", { name: "Import 1 member" })).toBeEnabled();
  });
});
