import { act, screen, waitFor, within } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { setUserSession } from "../auth/storage";
import { createTestClient, englishShown, gqlError, type Handler } from "../board/testing";
import english from "../i18n/catalogs/en/member/awards.json";
import spanish from "../i18n/catalogs/es/member/awards.json";
import { inLanguage } from "../test/locale";
import type { Tier } from "../gql/graphql";
import { axeViolations } from "../test/axe";
import { renderRoutes } from "../test/renderRoutes";
import { RequireMember } from "../ui/RequireMember";
import { AwardsPage } from "./AwardsPage";
import { HOLDERS_PAGE_SIZE, type TrophyHolder } from "./TierSection";

const routes = [
  {
    element: <RequireMember />, // as in routes.tsx
    children: [
      { path: "/awards", element: <AwardsPage /> },
      { path: "/trophies", element: <AwardsPage /> },
    ],
  },
  { path: "/login", element: <h1>Welcome Back</h1> },
  { path: "/dashboard", element: <h1>Dashboard</h1> },
];

const TIERS = [
  { tier: "DIAMOND", minTrophies: 10, maxTrophies: null, memberCount: 0 },
  { tier: "PLATINUM", minTrophies: 7, maxTrophies: 9, memberCount: 1 },
  { tier: "GOLD", minTrophies: 4, maxTrophies: 6, memberCount: 2 },
  { tier: "SILVER", minTrophies: 2, maxTrophies: 3, memberCount: 0 },
  { tier: "BRONZE", minTrophies: 0, maxTrophies: 1, memberCount: 3 },
] as const;

function pageAnswer(trophiesCount = 5, name = "Ruth Moabite"): FormattedExecutionResult {
  return {
    data: {
      me: { __typename: "User", id: "1", name, trophiesCount },
      awardTiers: TIERS.map((t) => ({ __typename: "AwardTier", ...t })),
    },
  };
}

function holder(name: string, trophiesCount: number, avatarUrl: string | null = null, tier: Tier = "GOLD"): TrophyHolder {
  return { __typename: "TrophyHolder", name, trophiesCount, avatarUrl, tier };
}

function holdersAnswer(
  nodes: TrophyHolder[],
  { totalCount = nodes.length, hasNextPage = false, endCursor = null as string | null } = {},
): FormattedExecutionResult {
  return {
    data: {
      trophyHolders: { __typename: "TrophyHolderPage", totalCount, nodes, pageInfo: { __typename: "PageInfo", hasNextPage, endCursor } },
    },
  };
}

/** Each tier's members, answered by tier. */
function holdersByTier(byTier: Partial<Record<Tier, TrophyHolder[]>>): Handler {
  return (v) => holdersAnswer(byTier[v.tier as Tier] ?? []);
}

const GOLD = [holder("Naomi Bethlehem", 4, "https://img.example/naomi.png"), holder("boaz", 6)];
const PLATINUM = [holder("Esther Persia", 7, null, "PLATINUM")];
const BRONZE = [holder("Lydia Thyatira", 1, null, "BRONZE"), holder("Dorcas Joppa", 0, null, "BRONZE"), holder("Priscilla", 1, null, "BRONZE")];

function renderAwards(handlers: Record<string, Handler> = {}, path = "/awards") {
  setUserSession("member-token", { name: "Ruth Moabite", trophies_count: 5 });
  const t = createTestClient({
    AwardsPage: () => pageAnswer(),
    TrophyHolders: holdersByTier({ GOLD, PLATINUM, BRONZE }),
    ...handlers,
  });
  const rendered = renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>);
  return { ...t, ...rendered };
}

const toggle = (name: RegExp) => screen.getByRole("button", { name });

describe("AwardsPage", () => {
  it.each(["/awards", "/trophies"])("%s sends a visitor without a token to /login", async (path) => {
    const t = createTestClient({});
    const { router } = renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(t.calls).toEqual([]);
  });

  it("shows the member's name, their journeys, Back to Dashboard, and the five tiers with their counts", async () => {
    renderAwards({}, "/trophies");
    expect(screen.getByRole("heading", { level: 1, name: "Awards" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByRole("heading", { name: "Congratulations, Ruth Moabite!" })).toBeInTheDocument();
    expect(screen.getByText(/You have completed the journey/)).toHaveTextContent("You have completed the journey 5 times.");
    expect(screen.getByText(/Your tier:/)).toHaveTextContent("Your tier: Gold");
    expect(document.title).toBe("Awards · Journey 365");

    const tiers = within(screen.getByRole("region", { name: "Award tiers" }))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(tiers).toEqual([
      "Diamond (10+ journeys)0 members",
      "Platinum (7–9 journeys)1 member",
      "Gold (4–6 journeys)2 members",
      "Silver (2–3 journeys)0 members",
      "Bronze (0–1 journeys)3 members",
    ]);
  });

  it("says so when the member has no journey yet, and says 1 time for one", async () => {
    renderAwards({ AwardsPage: () => pageAnswer(0) });
    expect(await screen.findByText(/You have not completed the journey yet/)).toBeInTheDocument();
    expect(screen.getByText(/Your tier:/)).toHaveTextContent("Your tier: Bronze");
  });

  it("says '1 time' for one journey", async () => {
    renderAwards({ AwardsPage: () => pageAnswer(1) });
    expect(await screen.findByText(/You have completed the journey/)).toHaveTextContent("You have completed the journey 1 time.");
  });

  it("opens the member's own tier first and loads only its members, with avatar or initial and their journeys", async () => {
    const { named } = renderAwards();
    const gold = await screen.findByRole("button", { name: /Gold/ });
    expect(gold).toHaveAttribute("aria-expanded", "true");
    for (const other of [/Diamond/, /Platinum/, /Silver/, /Bronze/]) expect(toggle(other)).toHaveAttribute("aria-expanded", "false");

    const panel = screen.getByRole("region", { name: /Gold/ });
    expect(gold).toHaveAttribute("aria-controls", panel.id);
    const cards = await within(panel).findAllByRole("listitem");
    expect(cards.map((c) => c.textContent)).toEqual(["Naomi Bethlehem4 journeys", "Bboaz6 journeys"]);
    // Naomi's picture (decorative: her name is beside it); boaz has none: his initial, upper-cased
    const img = cards[0].querySelector("img");
    expect(img).toHaveAttribute("src", "https://img.example/naomi.png");
    expect(img).toHaveAttribute("alt", "");
    expect(cards[1].querySelector("img")).toBeNull();
    expect(within(panel).getByText("Showing 2 of 2 members")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();

    expect(named("TrophyHolders").map((c) => c.variables)).toEqual([{ tier: "GOLD", first: HOLDERS_PAGE_SIZE }]);
  });

  it("opening a tier closes the other; its button closes it again; the keyboard works the same", async () => {
    const { user, named } = renderAwards();
    const gold = await screen.findByRole("button", { name: /Gold/ });
    await user.click(toggle(/Bronze/));
    expect(toggle(/Bronze/)).toHaveAttribute("aria-expanded", "true");
    expect(gold).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: /Gold/ })).not.toBeInTheDocument(); // hidden
    const bronze = screen.getByRole("region", { name: /Bronze/ });
    const cards = await within(bronze).findAllByRole("listitem");
    expect(cards.map((c) => c.textContent)).toEqual(["LLydia Thyatira1 journey", "DDorcas Joppa0 journeys", "PPriscilla1 journey"]);

    await user.click(toggle(/Bronze/));
    for (const t of [/Diamond/, /Platinum/, /Gold/, /Silver/, /Bronze/]) expect(toggle(t)).toHaveAttribute("aria-expanded", "false");

    // Tab to Platinum's button, Enter opens it; Space closes it
    toggle(/Gold/).focus();
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(toggle(/Platinum/)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toggle(/Platinum/)).toHaveAttribute("aria-expanded", "true");
    expect(await within(screen.getByRole("region", { name: /Platinum/ })).findByText("Esther Persia")).toBeInTheDocument();
    await user.keyboard(" ");
    expect(toggle(/Platinum/)).toHaveAttribute("aria-expanded", "false");
    expect(named("TrophyHolders").map((c) => c.variables.tier)).toEqual(["GOLD", "BRONZE", "PLATINUM"]);
  });

  it("says 'No entries' for an empty tier, and is axe clean closed, open and empty", async () => {
    const { user } = renderAwards();
    const panel = await screen.findByRole("region", { name: /Gold/ });
    await within(panel).findAllByRole("listitem");
    expect(await axeViolations()).toEqual([]);

    await user.click(toggle(/Diamond/));
    const diamond = screen.getByRole("region", { name: /Diamond/ });
    expect(await within(diamond).findByText("No entries")).toBeInTheDocument();
    expect(within(diamond).queryByRole("list")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(toggle(/Diamond/));
    expect(await axeViolations()).toEqual([]);
  });

  it("Show more asks for the next page with the cursor, appends it and moves the focus to the first new card", async () => {
    const first = Array.from({ length: 2 }, (_, i) => holder(`Member ${i + 1}`, 5));
    const { user, named } = renderAwards({
      TrophyHolders: (v) =>
        v.after === "c2"
          ? holdersAnswer([holder("Member 3", 4)], { totalCount: 3 })
          : holdersAnswer(first, { totalCount: 3, hasNextPage: true, endCursor: "c2" }),
    });
    const panel = await screen.findByRole("region", { name: /Gold/ });
    expect(await within(panel).findByText("Showing 2 of 3 members")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Show more Gold members" }));
    expect(await within(panel).findByText("Member 3")).toBeInTheDocument();
    expect(within(panel).getAllByRole("listitem").map((c) => c.querySelector(".holder-name")?.textContent)).toEqual([
      "Member 1",
      "Member 2",
      "Member 3",
    ]);
    expect(within(panel).getByText("Showing 3 of 3 members")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole("listitem")[2]).toHaveFocus());
    expect(named("TrophyHolders").map((c) => c.variables.after)).toEqual([undefined, "c2"]);
  });

  it("a failed Show more says so and keeps the cards", async () => {
    const { user } = renderAwards({
      TrophyHolders: (v) =>
        v.after ? gqlError("Too many requests, slow down.", "rate_limited") : holdersAnswer(GOLD, { totalCount: 3, hasNextPage: true, endCursor: "c2" }),
    });
    const panel = await screen.findByRole("region", { name: /Gold/ });
    await user.click(await within(panel).findByRole("button", { name: /Show more/ }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("More Gold members could not be loaded. Too many requests, slow down.");
    expect(within(panel).getAllByRole("listitem")).toHaveLength(2);
  });

  it("a tier whose members could not be loaded says so in words, not the browser's, and Try again loads them", async () => {
    let fail = true;
    const { user } = renderAwards({
      TrophyHolders: () => (fail ? new TypeError("Failed to fetch") : holdersAnswer(GOLD)),
    });
    const panel = await screen.findByRole("region", { name: /Gold/ });
    const alert = await within(panel).findByRole("alert");
    expect(alert).toHaveTextContent("Gold members could not be loaded. We could not reach the server.");
    expect(alert).not.toHaveTextContent(/Failed to fetch/);
    expect(await axeViolations()).toEqual([]);
    fail = false;
    await user.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByText("Naomi Bethlehem")).toBeInTheDocument();
  });

  it("shows loading while the page and a tier load, axe clean", async () => {
    let answerPage: (r: FormattedExecutionResult) => void = () => {};
    let answerHolders: (r: FormattedExecutionResult) => void = () => {};
    renderAwards({
      AwardsPage: () => new Promise((resolve) => (answerPage = resolve)),
      TrophyHolders: () => new Promise((resolve) => (answerHolders = resolve)),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading awards…");
    await act(async () => answerPage(pageAnswer()));
    const panel = await screen.findByRole("region", { name: /Gold/ });
    expect(within(panel).getByRole("status")).toHaveTextContent("Loading Gold members…");
    expect(await axeViolations()).toEqual([]);
    await act(async () => answerHolders(holdersAnswer(GOLD)));
    expect(await within(panel).findByText("Naomi Bethlehem")).toBeInTheDocument();
  });

  it("a page that could not be loaded says what failed and tries again", async () => {
    let fail = true;
    const { user } = renderAwards({ AwardsPage: () => (fail ? gqlError("The server is busy.", "unavailable") : pageAnswer()) });
    expect(await screen.findByRole("alert")).toHaveTextContent("The awards could not be loaded. The server is busy.");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Congratulations, Ruth Moabite!" })).toBeInTheDocument();
  });

  it("an avatar that fails to load becomes the initial", async () => {
    renderAwards();
    const panel = await screen.findByRole("region", { name: /Gold/ });
    const card = (await within(panel).findAllByRole("listitem"))[0];
    const img = card.querySelector("img")!;
    act(() => {
      img.dispatchEvent(new Event("error"));
    });
    expect(card.querySelector("img")).toBeNull();
    expect(card).toHaveTextContent("NNaomi Bethlehem4 journeys");
  });
});

describe("AwardsPage in Spanish", () => {
  it("names the page, the tiers, their ranges and the plurals in Spanish", async () => {
    inLanguage("es");
    renderAwards();
    expect(screen.getByRole("heading", { level: 1, name: "Reconocimientos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al panel" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "¡Felicidades, Ruth Moabite!" })).toBeInTheDocument();
    expect(screen.getByText(/Ha completado el recorrido/)).toHaveTextContent("Ha completado el recorrido 5 veces.");
    expect(screen.getByText(/Su nivel:/)).toHaveTextContent("Su nivel: Oro");
    expect(document.title).toBe("Reconocimientos · Journey 365");
    const tiers = within(screen.getByRole("region", { name: "Niveles de reconocimiento" }));
    expect(tiers.getByRole("button", { name: /^Diamante \(10\+ recorridos\)\s*0 miembros/ })).toBeInTheDocument();
    expect(tiers.getByRole("button", { name: /^Platino \(7–9 recorridos\)\s*1 miembro$/ })).toBeInTheDocument();
    const gold = await screen.findByRole("list", { name: "Miembros de Oro" });
    expect(within(gold).getByText("4 recorridos")).toBeInTheDocument();
    expect(screen.getByText("Se muestran 2 de 2 miembros")).toBeInTheDocument();
    expect(englishShown(english, spanish)).toEqual([]);
  });
});
