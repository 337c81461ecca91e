import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestClient, type Handler } from "../../board/testing";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { gqlErrors } from "../shared/testing";
import { ReadingTab } from "./ReadingTab";
import { exampleLink } from "./texts";

const DEFAULT = "https://www.bible.com/bible/{version}/{BOOK}.{chapter}";

const settings = (linkTemplate = DEFAULT, bibleVersion = "1", customPlanSince: string | null = null) => ({
  __typename: "ReadingSettings",
  linkTemplate,
  bibleVersion,
  customPlanSince,
});

function renderTab(handlers: Record<string, Handler> = {}, customPlanSince: string | null = null) {
  const t = createTestClient({
    ReadingSettings: () => ({ data: { adminReadingSettings: settings(DEFAULT, "1", customPlanSince) } }),
    ...handlers,
  });
  const user = userEvent.setup();
  render(
    <main>
      <ReadingTab />
    </main>,
    { wrapper: t.adminWrapper },
  );
  return { ...t, user };
}

const form = () => screen.getByRole("form", { name: "Bible app links" });
const template = () => within(form()).getByLabelText(/^Link template/);
const version = () => within(form()).getByLabelText(/^Bible version/);
const example = () => within(form()).getByText("Example for Genesis 1:").parentElement!;

describe("Reading tab", { timeout: 20_000 }, () => {
  it("shows the settings with the placeholders explained, and the example link as the admin types", async () => {
    const t = renderTab();
    expect(screen.getByRole("heading", { level: 2, name: "Reading" })).toBeInTheDocument();
    expect(await within(await screen.findByRole("form")).findByDisplayValue(DEFAULT)).toBe(template());
    expect(t.named("ReadingSettings")[0].auth).toBe("admin");
    expect(version()).toHaveValue("1");
    expect(template()).toHaveAccessibleDescription(/\{BOOK\} is replaced by the book's code \(such as GEN\)/);
    expect(template()).toHaveAccessibleDescription(/\{chapter\} by the chapter's number and \{version\} by the Bible version/);
    expect(template()).toHaveAccessibleDescription(/The default is https:\/\/www\.bible\.com\/bible\/\{version\}\/\{BOOK\}\.\{chapter\}$/);
    const link = within(example()).getByRole("link");
    expect(link).toHaveAttribute("href", "https://www.bible.com/bible/1/GEN.1");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await t.user.clear(version());
    await t.user.type(version(), "111");
    expect(within(example()).getByRole("link")).toHaveAttribute("href", "https://www.bible.com/bible/111/GEN.1");
    await t.user.clear(template());
    await t.user.type(template(), "http://example.org/{{BOOK}/{{chapter}");
    // not an https address: said as text, not a link
    expect(example()).toHaveTextContent("Example for Genesis 1: http://example.org/GEN/1");
    expect(within(example()).queryByRole("link")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("saves: sends both, says so, and shows what the server kept", async () => {
    const t = renderTab({
      ReadingSettingsUpdate: (v) => ({
        data: { updateReadingSettings: settings(String(v.linkTemplate), String(v.bibleVersion)) },
      }),
    });
    await screen.findByRole("form");
    await t.user.clear(version());
    await t.user.type(version(), " 111 ");
    await t.user.click(within(form()).getByRole("button", { name: "Save" }));
    expect(await within(form()).findByText("Reading settings saved.")).toBeInTheDocument();
    expect(within(form()).getByText("Reading settings saved.").closest("[role=status]")).not.toBeNull();
    expect(t.named("ReadingSettingsUpdate").map((c) => [c.variables, c.auth])).toEqual([
      [{ linkTemplate: DEFAULT, bibleVersion: "111" }, "admin"],
    ]);
    expect(version()).toHaveValue("111");
    // editing again takes the news away
    await t.user.type(version(), "2");
    expect(within(form()).queryByText("Reading settings saved.")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's refusals beside the fields they name, and an empty field before sending", async () => {
    const t = renderTab({
      ReadingSettingsUpdate: () =>
        gqlErrors(
          { message: `The link template must be an https:// address, such as ${DEFAULT}.`, code: "invalid", field: "linkTemplate" },
          { message: "The Bible version is the app's code for it.", code: "invalid", field: "bibleVersion" },
        ),
    });
    await screen.findByRole("form");
    await t.user.clear(template());
    await t.user.click(within(form()).getByRole("button", { name: "Save" }));
    expect(template()).toHaveAccessibleDescription(/^Write the link template\./);
    expect(template()).toHaveFocus();
    expect(t.named("ReadingSettingsUpdate")).toHaveLength(0);

    await t.user.type(template(), "http://www.bible.com/bible/{{version}/{{BOOK}.{{chapter}");
    await t.user.click(within(form()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(template()).toHaveAttribute("aria-invalid", "true"));
    expect(template()).toHaveAccessibleDescription(/^The link template must be an https:\/\/ address, such as https/);
    expect(version()).toHaveAccessibleDescription(/^The Bible version is the app's code for it\./);
    await waitFor(() => expect(template()).toHaveFocus());
    expect(within(form()).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(form()).queryByText("Reading settings saved.")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("a load failure says so, with Try again", async () => {
    let calls = 0;
    const t = renderTab({
      ReadingSettings: () => (++calls === 1 ? new TypeError("Failed to fetch") : { data: { adminReadingSettings: settings() } }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^The reading settings could not be loaded\./);
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "Bible app links" })).toBeInTheDocument();
  });
});

describe("exampleLink", () => {
  it("fills the placeholders as the server does, escaping the version as a path segment", () => {
    expect(exampleLink(` ${DEFAULT} `, " 1 ")).toBe("https://www.bible.com/bible/1/GEN.1");
    expect(exampleLink("https://x.test/{version}/{BOOK}/{chapter}?b={BOOK}", "NIV:2011!")).toBe(
      "https://x.test/NIV:2011%21/GEN/1?b=GEN",
    );
  });
});

const UPLOADED = "2027-03-01T09:30:00Z";
const OWN_PLAN = /^Members read the programme's own plan, uploaded .+\.$/;
const DEFAULT_PLAN = "Members read the default plan (Genesis to Revelation in 365 days, balanced by length).";
const VALID_CSV = "day,passages\n1,Genesis 1-3\n";
const BAD_CSV = "day,passages\n1,Hezekiah 1\n";
const PROBLEMS = ['Line 2: day 1: there is no book "Hezekiah".', "364 days have no row: 2, 3, 4 and 361 more."];

const preview = (valid: boolean, problems: string[] = []) => () => ({
  data: { adminPreviewReadingPlan: { __typename: "ReadingPlanPreview", valid, problems } },
});

const plan = () => screen.getByRole("region", { name: "Reading plan" });
const planCsv = () => within(plan()).getByLabelText(/^Plan CSV/);
const button = (name: string) => within(plan()).getByRole("button", { name });
const queryButton = (name: string) => within(plan()).queryByRole("button", { name });

async function paste(t: ReturnType<typeof renderTab>, csv: string) {
  await t.user.clear(planCsv());
  await t.user.click(planCsv());
  await t.user.paste(csv);
}

describe("Reading plan", { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists every problem of a plan chosen as a file, and offers no upload", async () => {
    const t = renderTab({ ReadingPlanPreview: preview(false, PROBLEMS) });
    expect(await within(await screen.findByRole("region", { name: "Reading plan" })).findByText(DEFAULT_PLAN)).toBeInTheDocument();
    expect(queryButton("Return to the default plan")).not.toBeInTheDocument();
    const file = within(plan()).getByLabelText("Plan file");
    expect(file).toHaveAttribute("accept", ".csv,text/csv");
    await t.user.upload(file, new File([BAD_CSV], "plan.csv", { type: "text/csv" }));
    await waitFor(() => expect(planCsv()).toHaveValue(BAD_CSV));

    await t.user.click(button("Check the plan"));
    const problems = await within(plan()).findByRole("list", { name: "Problems in the plan" });
    expect(within(problems).getAllByRole("listitem").map((li) => li.textContent)).toEqual(PROBLEMS);
    expect(within(plan()).getByText(/^The plan cannot be used yet\./).closest("[role=status]")).not.toBeNull();
    expect(queryButton("Use this plan")).not.toBeInTheDocument();
    expect(t.named("ReadingPlanPreview").map((c) => [c.variables, c.auth])).toEqual([[{ csv: BAD_CSV }, "admin"]]);
    expect(await axeViolations()).toEqual([]);
  });

  it("uploads the plan checked: a refusal beside the plan, then the saved message and the new status", async () => {
    let uploads = 0;
    const t = renderTab({
      ReadingPlanPreview: preview(true),
      ReadingPlanUpload: () =>
        ++uploads === 1
          ? gqlErrors({ message: "The plan has 1 problems; nothing was changed. Line 2: day 1: no passages.", code: "invalid", field: "csv" })
          : { data: { uploadReadingPlan: settings(DEFAULT, "1", UPLOADED) } },
    });
    await screen.findByRole("region", { name: "Reading plan" });
    await paste(t, VALID_CSV);
    await t.user.click(button("Check the plan"));
    expect(await within(plan()).findByText("The plan is valid: 365 days.")).toBeInTheDocument();
    expect(within(plan()).queryByRole("list")).not.toBeInTheDocument();

    await t.user.click(button("Use this plan"));
    await waitFor(() => expect(planCsv()).toHaveAttribute("aria-invalid", "true"));
    expect(planCsv()).toHaveAccessibleDescription(/^The plan has 1 problems; nothing was changed\. Line 2: day 1: no passages\./);
    expect(within(plan()).queryByText(OWN_PLAN)).not.toBeInTheDocument();

    await t.user.click(button("Use this plan"));
    const saved = await within(plan()).findByText("The programme's plan is saved. Members read it from today.");
    expect(saved.closest("[role=status]")).not.toBeNull();
    expect(within(plan()).getByText(OWN_PLAN)).toHaveFocus();
    expect(within(plan()).queryByText(DEFAULT_PLAN)).not.toBeInTheDocument();
    expect(queryButton("Use this plan")).not.toBeInTheDocument();
    expect(t.named("ReadingPlanUpload").map((c) => [c.variables, c.auth])).toEqual([
      [{ csv: VALID_CSV }, "admin"],
      [{ csv: VALID_CSV }, "admin"],
    ]);
    expect(button("Return to the default plan")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("editing the plan after a check takes the check away; an empty plan is not sent", async () => {
    const t = renderTab({ ReadingPlanPreview: preview(true) });
    await screen.findByRole("region", { name: "Reading plan" });
    await t.user.click(button("Check the plan"));
    expect(planCsv()).toHaveAccessibleDescription(/^Paste the plan, or choose its file\./);
    expect(planCsv()).toHaveFocus();
    expect(t.named("ReadingPlanPreview")).toHaveLength(0);

    await paste(t, VALID_CSV);
    await t.user.click(button("Check the plan"));
    await within(plan()).findByText("The plan is valid: 365 days.");
    await t.user.type(planCsv(), "2,Genesis 4");
    expect(within(plan()).queryByText("The plan is valid: 365 days.")).not.toBeInTheDocument();
    expect(queryButton("Use this plan")).not.toBeInTheDocument();
    expect(t.named("ReadingPlanUpload")).toHaveLength(0);
  });

  it("returns to the default plan after the confirmation, and Cancel sends nothing", async () => {
    const t = renderTab({ ReadingPlanReset: () => ({ data: { resetReadingPlan: settings() } }) }, UPLOADED);
    expect(await within(await screen.findByRole("region", { name: "Reading plan" })).findByText(OWN_PLAN)).toBeInTheDocument();
    await t.user.click(button("Return to the default plan"));
    let dialog = await screen.findByRole("dialog", { name: "Return to the default plan" });
    expect(dialog).toHaveAccessibleDescription("Return to the default plan?");
    await t.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("ReadingPlanReset")).toHaveLength(0);

    await t.user.click(button("Return to the default plan"));
    dialog = await screen.findByRole("dialog", { name: "Return to the default plan" });
    await t.user.click(within(dialog).getByRole("button", { name: "Return to the default plan" }));
    const news = await within(plan()).findByText("Members read the default plan again.");
    expect(news.closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(plan()).getByText(DEFAULT_PLAN)).toHaveFocus();
    expect(queryButton("Return to the default plan")).not.toBeInTheDocument();
    expect(t.named("ReadingPlanReset").map((c) => c.auth)).toEqual(["admin"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("downloads the default plan as journey365-default-plan.csv", async () => {
    const files: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (files.push(b), "blob:plan"), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const t = renderTab({ ReadingDefaultPlan: () => ({ data: { adminDefaultReadingPlanCsv: VALID_CSV } }) });
    await screen.findByRole("region", { name: "Reading plan" });
    await t.user.click(button("Download the default plan (CSV)"));
    await waitFor(() => expect(names).toEqual(["journey365-default-plan.csv"]));
    expect(await files[0].text()).toBe(VALID_CSV);
    expect(t.named("ReadingDefaultPlan").map((c) => c.auth)).toEqual(["admin"]);
  });

  it("reads in Spanish: heading, the template's hint, the example and the plan's words", async () => {
    inLanguage("es");
    renderTab({}, "2026-11-27T15:00:00Z");
    const links = await screen.findByRole("form", { name: "Enlaces a la aplicación de la Biblia" });
    expect(screen.getByRole("heading", { level: 2, name: "Lectura" })).toBeInTheDocument();
    const field = within(links).getByLabelText(/^Plantilla del enlace/);
    await within(links).findByDisplayValue(DEFAULT);
    expect(field).toHaveAccessibleDescription(/\{BOOK\} se sustituye por el código del libro \(como GEN\)/);
    expect(within(links).getByText("Ejemplo para Génesis 1:")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Plan de lectura" })).toBeInTheDocument();
    expect(screen.getByText(/^Los miembros leen el plan propio del programa, subido el 27 nov 2026/)).toBeInTheDocument();
    expect(screen.getByText("Los nombres de las columnas y de los libros del archivo CSV están en inglés, para hojas de cálculo y scripts.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Comprobar el plan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver al plan predeterminado" })).toBeInTheDocument();
    for (const english of ["Reading", "Bible app links", "Example for Genesis 1:", "Check the plan", "Reading plan"]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
