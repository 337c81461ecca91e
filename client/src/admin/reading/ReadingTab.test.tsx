import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../../board/testing";
import { axeViolations } from "../../test/axe";
import { gqlErrors } from "../shared/testing";
import { ReadingTab } from "./ReadingTab";
import { exampleLink } from "./texts";

const DEFAULT = "https://www.bible.com/bible/{version}/{BOOK}.{chapter}";

const settings = (linkTemplate = DEFAULT, bibleVersion = "1") => ({
  __typename: "ReadingSettings",
  linkTemplate,
  bibleVersion,
  customPlanSince: null,
});

function renderTab(handlers: Record<string, Handler> = {}) {
  const t = createTestClient({ ReadingSettings: () => ({ data: { adminReadingSettings: settings() } }), ...handlers });
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
