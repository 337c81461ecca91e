import { screen, waitFor } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { setUserSession } from "../auth/storage";
import { createTestClient, type Handler } from "../board/testing";
import { networkMessage } from "../errors/texts";
import { axeViolations } from "../test/axe";
import { renderRoutes } from "../test/renderRoutes";
import { FORM_RULES } from "../forms/testing";
import { EMPTY, validateLegacy } from "./LegacyForm";
import LegacyPage from "./LegacyPage";

const routes = [
  { path: "/legacy", element: <LegacyPage /> },
  { path: "/alumni", element: <LegacyPage /> },
];

const THIS_YEAR = new Date().getFullYear();

function renderLegacy(handlers: Record<string, Handler> = {}, path = "/legacy") {
  const t = createTestClient({ SubmitLegacyClaim: () => ({ data: { submitLegacyClaim: true } }), ...handlers });
  const rendered = renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>);
  return { ...t, ...rendered };
}

const input = (label: RegExp) => screen.getByLabelText(label);
const send = () => screen.getByRole("button", { name: "Send for review" });

/** Fills the required inputs (and any others given) through the keyboard. */
async function fill(user: ReturnType<typeof renderLegacy>["user"], values: Partial<Record<string, string>> = {}) {
  const all: Partial<Record<string, string>> = { name: "Lois Lystra", email: "lois@example.com", journeys: "3", ...values };
  const map: Array<[RegExp, string | undefined]> = [
    [/^Name/, all.name],
    [/^Email/, all.email],
    [/^City/, all.city],
    [/^Number of completed journeys/, all.journeys],
    [/^Year of last completion/, all.year],
    [/^Mailing address/, all.address],
  ];
  for (const [label, value] of map) {
    const el = input(label);
    await user.clear(el);
    if (value) await user.type(el, value);
  }
  if (all.note !== undefined) {
    const note = input(/^Note/);
    await user.clear(note);
    await user.click(note);
    await user.paste(all.note);
  }
}

function gqlErrors(...errors: Array<{ message: string; code?: string; field?: string }>): FormattedExecutionResult {
  return {
    data: null,
    errors: errors.map(({ message, code, field }) => ({ message, extensions: { ...(code ? { code } : {}), ...(field ? { field } : {}) } })),
  };
}

describe("LegacyPage", () => {
  it.each(["/legacy", "/alumni"])("%s shows the intake form with a label on every input, axe clean", async (path) => {
    renderLegacy({}, path);
    expect(screen.getByRole("heading", { level: 1, name: "Legacy Journey Intake" })).toBeInTheDocument();
    expect(document.title).toBe("Legacy Journey Intake · Journey 365");
    for (const label of [/^Name/, /^Email/, /^City/, /^Mailing address/, /^Number of completed journeys/, /^Year of last completion/, /^Note/])
      expect(input(label)).toBeInTheDocument();
    // the limit comes with the form rules (one small query the form makes)
    expect(await screen.findByText("0 of 2,000 characters")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Journey 365" })).toHaveAttribute("href", "/");
    expect(await axeViolations()).toEqual([]);
  });

  it("a blank form names every required input, sends nothing and focuses the first; axe clean with errors", async () => {
    const { user, calls } = renderLegacy();
    await user.click(send());
    expect(input(/^Name/)).toHaveAccessibleDescription("Name is required.");
    expect(input(/^Email/)).toHaveAccessibleDescription(/Email is required\./);
    expect(input(/^Number of completed journeys/)).toHaveAccessibleDescription(/Completed journeys is required\./);
    expect(input(/^Name/)).toHaveAttribute("aria-invalid", "true");
    expect(input(/^City/)).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(input(/^Name/)).toHaveFocus());
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["0", "Completed journeys must be between 1 and 50."],
    ["51", "Completed journeys must be between 1 and 50."],
    ["500", "Completed journeys must be between 1 and 50."],
    ["2.5", "Completed journeys must be a whole number. Completed journeys must be between 1 and 50."],
  ])("refuses %s journeys, naming the input", async (journeys, message) => {
    const { user, calls } = renderLegacy();
    await fill(user, { journeys });
    await user.click(send());
    expect(input(/^Number of completed journeys/)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/\./g, "\\.")}`));
    await waitFor(() => expect(input(/^Number of completed journeys/)).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it("refuses a year in the future and one before 1950", async () => {
    const { user, calls } = renderLegacy();
    await fill(user, { year: String(THIS_YEAR + 1) });
    await user.click(send());
    expect(input(/^Year of last completion/)).toHaveAccessibleDescription(
      new RegExp(`^Year of last completion cannot be in the future \\(it is ${THIS_YEAR} now\\)\\.`),
    );
    await fill(user, { year: "1949" });
    await user.click(send());
    expect(input(/^Year of last completion/)).toHaveAccessibleDescription(
      new RegExp(`^Year of last completion must be between 1950 and ${THIS_YEAR}\\.`),
    );
    expect(calls).toEqual([]);
  });

  it("counts the note's characters and refuses one over 2,000", async () => {
    const { user, calls } = renderLegacy();
    await fill(user, { note: "x".repeat(FORM_RULES.maxLegacyNoteLength + 5) });
    expect(screen.getByText("2,005 of 2,000 characters (5 too many)")).toBeInTheDocument();
    await user.click(send());
    expect(input(/^Note/)).toHaveAccessibleDescription(/^Note must be at most 2000 characters; this one has 2005\./);
    expect(calls).toEqual([]);
  });

  it("refuses an address without a domain, in the server's words", async () => {
    const { user, calls } = renderLegacy();
    await fill(user, { email: "lois@" });
    await user.click(send());
    expect(input(/^Email/)).toHaveAccessibleDescription(/^"lois@" is not a valid email address\./);
    expect(calls).toEqual([]);
  });

  it("sends the trimmed claim without a token, thanks the person (focused) and clears the form", async () => {
    setUserSession("member-token", { name: "Ruth Moabite", trophies_count: 0 });
    const { user, named } = renderLegacy();
    await fill(user, {
      name: "  Lois Lystra ",
      journeys: "3",
      year: "2019",
      city: "Lystra",
      address: "1 Timothy Way",
      note: "  Finished with my grandson.  ",
    });
    await user.click(send());
    const thanks = await screen.findByRole("heading", { name: "Thank you!" });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText("Your request has been received. The programme team will review it and count your journeys once it is approved.")).toBeInTheDocument();
    expect(named("SubmitLegacyClaim")).toHaveLength(1);
    expect(named("SubmitLegacyClaim")[0].auth).toBe("none");
    expect(named("SubmitLegacyClaim")[0].variables).toEqual({
      input: {
        name: "Lois Lystra",
        email: "lois@example.com",
        city: "Lystra",
        mailingAddress: "1 Timothy Way",
        completedJourneys: 3,
        lastCompletionYear: 2019,
        note: "Finished with my grandson.",
      },
    });
    for (const label of [/^Name/, /^Email/, /^City/, /^Mailing address/, /^Number of completed journeys/, /^Year of last completion/, /^Note/])
      expect(input(label)).toHaveValue("");
    expect(await axeViolations()).toEqual([]);
  });

  it("sends only the filled-in optional fields", async () => {
    const { user, named } = renderLegacy();
    await fill(user, { journeys: "12" });
    await user.click(send());
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(named("SubmitLegacyClaim")[0].variables).toEqual({
      input: { name: "Lois Lystra", email: "lois@example.com", completedJourneys: 12 },
    });
  });

  it("shows the server's field errors beside their inputs and keeps the values", async () => {
    const { user } = renderLegacy({
      SubmitLegacyClaim: () =>
        gqlErrors(
          { message: "Email must not contain a NUL character.", code: "invalid", field: "email" },
          { message: "Year of last completion cannot be in the future (it is 2026 now).", code: "invalid", field: "lastCompletionYear" },
        ),
    });
    await fill(user, { year: "2020" });
    await user.click(send());
    await waitFor(() => expect(input(/^Email/)).toHaveAccessibleDescription(/^Email must not contain a NUL character\./));
    expect(input(/^Year of last completion/)).toHaveAccessibleDescription(/^Year of last completion cannot be in the future/);
    expect(input(/^Name/)).toHaveValue("Lois Lystra");
    expect(screen.queryByRole("heading", { name: "Thank you!" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument(); // all of it is beside the inputs
    expect(await axeViolations()).toEqual([]);
  });

  it("a rate-limit refusal shows the server's message; a network failure never says 'Failed to fetch'", async () => {
    let answer: () => FormattedExecutionResult | Error = () =>
      gqlErrors({ message: "Too many attempts. Please wait a minute and try again.", code: "rate_limited" });
    const { user } = renderLegacy({ SubmitLegacyClaim: () => answer() });
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please wait a minute and try again.");

    answer = () => new TypeError("Failed to fetch");
    await user.click(send());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(networkMessage()));
    expect(screen.getByRole("alert")).not.toHaveTextContent(/Failed to fetch/);
    expect(input(/^Name/)).toHaveValue("Lois Lystra");
  });
});

describe("validateLegacy", () => {
  it("accepts the bounds: 1 and 50 journeys, 1950 and this year", () => {
    const base = { ...EMPTY, name: "A", email: "a@b.co" };
    expect(validateLegacy({ ...base, completedJourneys: "1", lastCompletionYear: "1950" }, FORM_RULES, 2026)).toEqual({});
    expect(validateLegacy({ ...base, completedJourneys: "50", lastCompletionYear: "2026", note: "x".repeat(2000) }, FORM_RULES, 2026)).toEqual({});
    expect(validateLegacy({ ...base, completedJourneys: "50", lastCompletionYear: "2027" }, FORM_RULES, 2026)).toHaveProperty("lastCompletionYear");
  });

  it("counts characters as the server does (an emoji is one)", () => {
    const base = { ...EMPTY, name: "A", email: "a@b.co", completedJourneys: "1" };
    expect(validateLegacy({ ...base, note: "🙏".repeat(2000) }, FORM_RULES)).toEqual({});
  });
});
