import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gqlErrors } from "../admin/shared/testing";
import { axeViolations } from "../test/axe";
import { GROUP, leadRow, ledGroupsAnswer, OTHER_GROUP, progressAnswer, renderLeadPage } from "./testing";
import { englishShown } from "../board/testing";
import { translate } from "../i18n";
import english from "../i18n/catalogs/en/member/lead.json";
import spanish from "../i18n/catalogs/es/member/lead.json";
import { inLanguage } from "../test/locale";
import { introText, NOT_A_LEADER } from "./texts";

const sam = leadRow({
  key: "2:7",
  userId: "2",
  userName: "Sam Zero",
  milestonesCompleted: 0,
  milestonesTracked: 1,
  avgPercentage: 12,
  latestGrade: "D",
  daysBehind: 40,
  atRisk: true,
  trophyRequest: { __typename: "AdminTrophyRequest", id: "31", status: "PENDING" },
});

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;
const cellTexts = (name: string) => within(rowOf(name)).getAllByRole("cell").map((c) => c.textContent);

// Generous timeouts: the axe checks take seconds on a busy machine.
describe("LeadPage", { timeout: 20_000 }, () => {
  it("shows the group's members' progress without any contact detail", async () => {
    const t = renderLeadPage({}, [leadRow(), sam]);
    expect(screen.getByRole("heading", { level: 1, name: "Lead" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Members' progress in January 2027 Group" });
    expect(screen.getByText(introText("January 2027 Group", translate))).toBeInTheDocument();
    expect(document.title).toBe("Lead · Journey 365");
    // one group: nothing to choose
    expect(screen.queryByRole("combobox", { name: "Group" })).not.toBeInTheDocument();

    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Member",
      "Milestones completed / tracked",
      "Average",
      "Latest grade",
      "Days behind",
      "At risk",
      "Trophy request",
    ]);
    expect(cellTexts("Ruth Member")).toEqual(["5 / 6Milestones", "87%", "B", "0", "No", "No request"]);
    expect(cellTexts("Sam Zero")).toEqual(["0 / 1Milestones", "12%", "D", "40", "At risk", "Pending"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 members");
    expect(document.body.textContent).not.toMatch(/@|email/i);

    expect(t.named("LeadProgress")[0].variables).toEqual({ groupId: "7", filter: {}, orderBy: "NAME", first: 50 });
    expect(t.named("LeadProgress")[0].auth).toBeUndefined(); // the member's own token
    expect(await axeViolations()).toEqual([]);
  });

  it("says so to a member who leads no group, with a way to the dashboard", async () => {
    const t = renderLeadPage({ LeadLedGroups: () => ledGroupsAnswer([]) });
    expect(await screen.findByText(translate(NOT_A_LEADER))).toBeInTheDocument();
    await t.user.click(screen.getByRole("link", { name: "Go to your dashboard" }));
    expect(t.router.state.location.pathname).toBe("/dashboard");
    expect(t.named("LeadProgress")).toEqual([]);
  });

  it("lets a leader of several groups choose one, the newest first", async () => {
    const t = renderLeadPage({
      LeadLedGroups: () => ledGroupsAnswer([OTHER_GROUP, GROUP]),
      LeadProgress: (v) => progressAnswer(v.groupId === "8" ? [leadRow({ key: "3:8", userId: "3", userName: "Anna Prophet", groupId: "8" })] : [leadRow()]),
    });
    const choice = await screen.findByRole("combobox", { name: "Group" });
    expect(choice).toHaveValue("8");
    expect(await screen.findByRole("rowheader", { name: "Anna Prophet" })).toBeInTheDocument();
    expect(screen.getByText(introText("April 2027 Group", translate))).toBeInTheDocument();

    await t.user.selectOptions(choice, "January 2027 Group");
    expect(await screen.findByRole("rowheader", { name: "Ruth Member" })).toBeInTheDocument();
    expect(screen.getByText(introText("January 2027 Group", translate))).toBeInTheDocument();
    expect(t.named("LeadProgress").map((c) => c.variables.groupId)).toEqual(["8", "7"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a refusal with Try again", async () => {
    let refuse = true;
    const t = renderLeadPage({
      LeadProgress: () =>
        refuse ? gqlErrors({ message: "Only the group's leaders and the programme's admins can see this.", code: "forbidden" }) : progressAnswer([leadRow()]),
    });
    expect(await screen.findByText(/^Your group's progress could not be loaded\./)).toBeInTheDocument();
    refuse = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "Ruth Member" })).toBeInTheDocument();
  });
});

// The test data's names hold two of these words ("Ruth Member", "January 2027 Group"): not looked for.
const englishUi = Object.fromEntries(Object.entries(english).filter(([id]) => id !== "lead.column.member" && id !== "lead.group"));

describe("LeadPage in Spanish", { timeout: 20_000 }, () => {
  it("shows the page, the table's headers, its plurals and the board tab in Spanish", async () => {
    inLanguage("es");
    const { user } = renderLeadPage({}, [leadRow(), sam]);
    expect(screen.getByRole("heading", { level: 1, name: "Liderar" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Progreso de los miembros de January 2027 Group" });
    expect(document.title).toBe("Liderar · Journey 365");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Miembro",
      "Hitos completados / registrados",
      "Promedio",
      "Última calificación",
      "Días de atraso",
      "En riesgo",
      "Solicitud de trofeo",
    ]);
    expect(screen.getByText("2 miembros")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hitos de Sam Zero" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Solo miembros en riesgo" })).toBeInTheDocument();
    expect(englishShown(englishUi, spanish)).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "Tablero" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Tablero" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Publicar un anuncio" })).toBeInTheDocument();
    expect(await screen.findByText("1 mensaje")).toBeInTheDocument();
    expect(englishShown(englishUi, spanish)).toEqual([]);
  });
});
