import { useFragment } from "@apollo/client/react";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getUserToken, setUserSession } from "../auth/storage";
import type { MilestoneFieldsFragment } from "../gql/graphql";
import { createCache } from "../apollo";
import { axeViolations } from "../test/axe";
import { lockedMilestone, milestone, milestoneKey } from "./fixtures";
import { MilestoneCard } from "./MilestoneCard";
import { HONESTY_NOTE as HONESTY_NOTE_MESSAGE, MISSING_DAYS_LABEL as MISSING_DAYS_LABEL_MESSAGE, SAVE_DEBOUNCE_MS } from "./milestone";
import { MilestoneFields, SetMissingDaysMutation } from "./queries";
import { translate } from "../i18n";

const HONESTY_NOTE = translate(HONESTY_NOTE_MESSAGE);
const MISSING_DAYS_LABEL = translate(MISSING_DAYS_LABEL_MESSAGE);

/** Renders milestone `id` from the Apollo cache, as the dashboard does, so saved results show. */
function Harness({ id, debounceMs }: { id: number; debounceMs?: number }) {
  const result = useFragment({ fragment: MilestoneFields, from: { __typename: "Milestone", key: milestoneKey(id) } });
  if (!result.complete) return null;
  return <MilestoneCard milestone={result.data as MilestoneFieldsFragment} debounceMs={debounceMs} />;
}

function renderCard(start: MilestoneFieldsFragment, mocks: MockLink.MockedResponse[] = [], debounceMs = 250) {
  const cache = createCache();
  cache.writeFragment({ fragment: MilestoneFields, data: start });
  const user = userEvent.setup();
  const utils = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter>
        <main>
          <Harness id={start.id} debounceMs={debounceMs} />
        </main>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user, ...utils };
}

function sameEntry(v: Record<string, unknown>, id: number, missingDays: number | null): boolean {
  return v.milestoneId === id && v.missingDays === missingDays && /^[0-9a-f-]{36}$/.test(String(v.clientKey));
}

/** A setMissingDays answer that records the values sent. */
function save(
  id: number,
  missingDays: number | null,
  calls: Array<number | null>,
  answer: MockLink.MockedResponse["result"] = { data: { setMissingDays: milestone(id, missingDays) } },
): MockLink.MockedResponse {
  return {
    // every save carries a new clientKey (a UUID) beside the entry
    request: { query: SetMissingDaysMutation, variables: (v) => sameEntry(v, id, missingDays) },
    result: (() => {
      calls.push(missingDays);
      return typeof answer === "function" ? answer({}) : answer;
    }) as MockLink.MockedResponse["result"],
    delay: 20,
  };
}

const grade = () => screen.getByTestId("grade");
const input = () => screen.getByLabelText(MISSING_DAYS_LABEL);
const status = () => screen.getByRole("status");

afterEach(() => {
  vi.useRealTimers();
});

describe("MilestoneCard", () => {
  it("shows an open milestone with nothing entered as a cleared input: 'Enter missing days', 0%, grade D", () => {
    renderCard(milestone(1));
    expect(screen.getByRole("heading", { level: 3, name: "The Law" })).toBeInTheDocument();
    expect(screen.getByText("Day 70")).toBeInTheDocument();
    expect(screen.getByText("Enter missing days")).toBeInTheDocument();
    expect(screen.getByText("0%")).toBeInTheDocument();
    expect(grade()).toHaveTextContent(/^D$/);
    expect(grade()).toHaveClass("grade-d");
    expect(screen.queryByText("Completed")).not.toBeInTheDocument();
    expect(input()).toHaveAttribute("inputmode", "numeric");
    expect(input()).toHaveValue("");
    expect(input()).toHaveAccessibleDescription(HONESTY_NOTE);
    expect(screen.getByText(HONESTY_NOTE)).toBeInTheDocument();
  });

  it.each([
    // The Law, 70 days: 7 missing → 63/70 = 90% A; 14 → 80% B; 15 → 79% C; 30 → 57% D.
    [7, "63/70", "90%", "A", "grade-a"],
    [14, "56/70", "80%", "B", "grade-b"],
    [15, "55/70", "79%", "C", "grade-c"],
    [30, "40/70", "57%", "D", "grade-d"],
  ])("%i missing days: %s, %s, grade %s with its colour class", (missing, days, pct, letter, cls) => {
    renderCard(milestone(1, missing));
    expect(screen.getByText(days)).toBeInTheDocument();
    expect(screen.getByText(pct)).toBeInTheDocument();
    expect(grade()).toHaveTextContent(new RegExp(`^${letter}$`));
    expect(grade()).toHaveClass(cls);
    expect(input()).toHaveValue(String(missing));
    expect(screen.getByRole("article")).not.toHaveClass("is-completed");
  });

  it("highlights a completed milestone and hides its input until Edit", async () => {
    const { user } = renderCard(milestone(8, 0));
    const card = screen.getByRole("article", { name: "Revelation" });
    expect(card).toHaveClass("is-completed");
    expect(within(card).getByText("Completed")).toBeInTheDocument();
    expect(within(card).getByText("365/365")).toBeInTheDocument();
    expect(within(card).getByText("100%")).toBeInTheDocument();
    expect(grade()).toHaveTextContent("A");
    expect(screen.queryByLabelText(MISSING_DAYS_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByText(HONESTY_NOTE)).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Edit missing days for Revelation" }));
    expect(input()).toHaveValue("0");
    expect(input()).toHaveFocus();
  });

  it.each(["71", "2.5", "1e3"])("refuses %s with an inline message and sends nothing", async (typed) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: unknown[] = [];
    const anySave: MockLink.MockedResponse = {
      request: { query: SetMissingDaysMutation, variables: () => true }, // matches every request
      result: (variables: Record<string, unknown>) => {
        sent.push(variables.missingDays);
        return { data: { setMissingDays: milestone(1) } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const { user } = renderCard(milestone(1), [anySave], SAVE_DEBOUNCE_MS);
    await user.type(input(), typed);
    expect(await screen.findByText("Enter a whole number from 0 to 70.")).toBeInTheDocument();
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveAccessibleDescription(`Enter a whole number from 0 to 70. ${HONESTY_NOTE}`);
    await act(async () => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 200)); // past the pause: a save would be on its way
    expect(sent).toEqual([]); // not the final value, nor a valid prefix of it such as 7
    expect(status()).toHaveTextContent("");
    expect(grade()).toHaveTextContent(/^D$/); // nothing saved: still the empty entry
  });

  it("saves once after typing stops, then shows 'Saved' and the server's values", async () => {
    const calls: Array<number | null> = [];
    const { user } = renderCard(milestone(1), [save(1, 15, calls)], SAVE_DEBOUNCE_MS);
    await user.type(input(), "15");
    expect(status()).toHaveTextContent("Saving…");
    expect(calls).toEqual([]); // nothing sent while typing: the save waits for a pause
    await waitFor(() => expect(status()).toHaveTextContent("Saved"), { timeout: 3000 });
    expect(calls).toEqual([15]); // one request, with the final value (not 1, then 15)
    expect(screen.getByText("55/70")).toBeInTheDocument();
    expect(screen.getByText("79%")).toBeInTheDocument();
    expect(grade()).toHaveTextContent("C");
    expect(input()).toHaveAttribute("aria-invalid", "false");
  });

  it("clearing the input resets to 0 missing, 0 percent, grade D, not completed (spec 4), as after a reload", async () => {
    const calls: Array<number | null> = [];
    const { user, unmount } = renderCard(milestone(2, 10), [save(2, null, calls)]);
    expect(grade()).toHaveTextContent("A");
    await user.clear(input());
    await waitFor(() => expect(status()).toHaveTextContent("Saved"));
    expect(calls).toEqual([null]);
    expect(screen.getByText("Enter missing days")).toBeInTheDocument();
    expect(screen.getByText("0%")).toBeInTheDocument();
    expect(grade()).toHaveTextContent(/^D$/);
    expect(screen.queryByText("--")).not.toBeInTheDocument();
    expect(input()).toHaveValue("");
    unmount();
    renderCard(milestone(2)); // reloaded: the server has no entry
    expect(screen.getByText("0%")).toBeInTheDocument();
    expect(grade()).toHaveTextContent(/^D$/);
  });

  it("shows a milestone not open yet as locked with the day and date it opens, and no input", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 26, 12));
    renderCard(lockedMilestone(2));
    const card = screen.getByRole("article", { name: "The History" });
    expect(card).toHaveClass("is-locked");
    expect(within(card).getByText(/Opens on day 71, /)).toHaveTextContent(/Mar.* 12.*2027|12.*Mar.*2027|2027/);
    expect(screen.queryByLabelText(MISSING_DAYS_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(grade()).toHaveTextContent(/^--$/);
    expect(screen.queryByText("Enter missing days")).not.toBeInTheDocument();
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });

  it("says entries have closed for a milestone whose group's time to report has passed", () => {
    renderCard({ ...milestone(3, 4), open: false, opensOn: "2020-01-01" });
    expect(screen.getByText("Entries for this group have closed")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(grade()).toHaveTextContent("A");
  });

  it("saving 0 completes the milestone: highlighted, no input, focus kept in the card", async () => {
    const calls: Array<number | null> = [];
    const { user } = renderCard(milestone(5), [save(5, 0, calls)]);
    await user.type(input(), "0");
    await waitFor(() => expect(status()).toHaveTextContent("Saved"));
    expect(screen.getByRole("article")).toHaveClass("is-completed");
    expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Minor Prophet" })).toHaveFocus();
  });

  it("shows 'Could not save' with the server's message and a Retry that saves", async () => {
    const calls: Array<number | null> = [];
    const message = "Missing days for The Law must be a whole number from 0 to 70.";
    const { user } = renderCard(milestone(1), [
      save(1, 25, calls, { errors: [{ message, extensions: { code: "invalid" } }] }),
      save(1, 25, calls),
    ]);
    await user.type(input(), "25");
    await waitFor(() => expect(status()).toHaveTextContent(`Could not save — ${message}`));
    expect(grade()).toHaveTextContent(/^D$/); // nothing saved: still the empty entry
    await user.click(screen.getByRole("button", { name: /Retry/ }));
    await waitFor(() => expect(status()).toHaveTextContent("Saved"));
    expect(calls).toEqual([25, 25]);
    expect(screen.getByText("45/70")).toBeInTheDocument();
    expect(grade()).toHaveTextContent("D");
    expect(screen.queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
  });

  it("shows a network failure too", async () => {
    const { user } = renderCard(milestone(1), [
      { request: { query: SetMissingDaysMutation, variables: (v) => sameEntry(v, 1, 3) }, error: new TypeError("Failed to fetch") },
    ]);
    await user.type(input(), "3");
    await waitFor(() =>
      expect(status()).toHaveTextContent("Could not save — We could not reach the server. Check your connection and try again."),
    );
    expect(screen.getByRole("button", { name: /Retry/ })).toBeInTheDocument();
  });

  it("an expired session signs the member out", async () => {
    setUserSession("expired", { name: "Ruth", trophies_count: 0 });
    const calls: Array<number | null> = [];
    const { user } = renderCard(milestone(1), [
      save(1, 3, calls, {
        errors: [{ message: "Your session has expired. Please log in again.", extensions: { code: "unauthorized" } }],
      }),
    ]);
    await user.type(input(), "3");
    await waitFor(() => expect(getUserToken()).toBeNull());
  });
});
