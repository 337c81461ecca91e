import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autosaveText, useAutosave } from "./useAutosave";

const DEBOUNCE = 10_000;

/** A request the test answers by hand. */
interface Pending {
  value: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A text input saved as it is typed; "bad" is refused by the client and never sent. */
function Note({ requests, errorText }: { requests: Pending[]; errorText?: (e: unknown) => string | null }) {
  const [text, setText] = useState("");
  const autosave = useAutosave<string>({
    saved: "",
    save: (value) => new Promise<void>((resolve, reject) => requests.push({ value, resolve, reject })),
    errorText: errorText ?? ((e) => (e instanceof Error ? e.message : "unknown")),
    debounceMs: DEBOUNCE,
  });
  return (
    <>
      <label>
        Note
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === "bad") autosave.discard();
            else autosave.change(e.target.value);
          }}
          onBlur={autosave.flush}
        />
      </label>
      <p role="status">{autosaveText(autosave.status)}</p>
      {autosave.status.kind === "error" && (
        <button type="button" onClick={autosave.retry}>
          Retry
        </button>
      )}
    </>
  );
}

function setup(errorText?: (e: unknown) => string | null) {
  const requests: Pending[] = [];
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const utils = render(<Note requests={requests} errorText={errorText} />);
  const input = () => screen.getByRole("textbox", { name: "Note" });
  const status = () => screen.getByRole("status");
  return { requests, user, input, status, sent: () => requests.map((r) => r.value), ...utils };
}

/** Moves the fake clock on and lets React settle. */
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
/** Answers a request and lets the queue move on. */
const answer = (r: Pending, error?: Error) => act(async () => (error ? r.reject(error) : r.resolve()));

beforeEach(() => {
  // Time also runs on by itself (Testing Library needs it), but far too little to reach DEBOUNCE:
  // only the test's own advance sends a change, so "nothing sent yet" is exact.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useAutosave", () => {
  it("waits for a pause, then sends the final value once", async () => {
    const { user, input, status, sent, requests } = setup();
    await user.type(input(), "abc");
    expect(status()).toHaveTextContent("Saving…");
    await advance(DEBOUNCE - 1000);
    expect(sent()).toEqual([]); // still typing, as far as the queue knows
    await advance(1000);
    expect(sent()).toEqual(["abc"]);
    expect(status()).toHaveTextContent("Saving…");
    await answer(requests[0]);
    expect(status()).toHaveTextContent(/^Saved$/);
  });

  it("one request at a time, the newest value last, and 'Saved' only when nothing newer waits", async () => {
    const { user, input, status, sent, requests } = setup();
    await user.type(input(), "a");
    await advance(DEBOUNCE);
    expect(sent()).toEqual(["a"]);

    // two more changes while "a" is in flight: only the newest follows it
    await user.type(input(), "b");
    await advance(DEBOUNCE);
    await user.type(input(), "c");
    await advance(DEBOUNCE);
    expect(sent()).toEqual(["a"]);

    await user.type(input(), "d"); // waiting (debouncing) when "a" comes back
    await answer(requests[0]);
    expect(sent()).toEqual(["a", "abc"]);
    expect(status()).toHaveTextContent("Saving…");
    await answer(requests[1]);
    expect(status()).toHaveTextContent("Saving…"); // "abcd" is still waiting: not 'Saved'
    await advance(DEBOUNCE);
    expect(sent()).toEqual(["a", "abc", "abcd"]);
    await answer(requests[2]);
    expect(status()).toHaveTextContent(/^Saved$/);
  });

  it("a change back to the saved value sends nothing", async () => {
    const { user, input, status, sent } = setup();
    await user.type(input(), "x");
    await user.clear(input());
    expect(status()).toHaveTextContent(/^$/);
    await advance(DEBOUNCE * 2);
    expect(sent()).toEqual([]);
  });

  it("discard drops a waiting change", async () => {
    const { user, input, status, sent } = setup();
    await user.type(input(), "ba");
    await user.type(input(), "d"); // "bad": refused by the form
    expect(status()).toHaveTextContent(/^$/);
    await advance(DEBOUNCE * 2);
    expect(sent()).toEqual([]); // neither "bad" nor "ba"
  });

  it("flush sends a waiting change at once (on blur)", async () => {
    const { user, input, sent } = setup();
    await user.type(input(), "now");
    await user.tab();
    expect(sent()).toEqual(["now"]);
    await advance(DEBOUNCE * 2);
    expect(sent()).toEqual(["now"]); // not twice
  });

  it("a change waiting on unmount is sent", async () => {
    const { user, input, sent, unmount } = setup();
    await user.type(input(), "leaving");
    unmount();
    expect(sent()).toEqual(["leaving"]);
  });

  it("a failure says 'Could not save — {reason}'; Retry sends the value again", async () => {
    const { user, input, status, sent, requests } = setup();
    await user.type(input(), "v");
    await advance(DEBOUNCE);
    await answer(requests[0], new Error("The database is busy."));
    expect(status()).toHaveTextContent("Could not save — The database is busy.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(sent()).toEqual(["v", "v"]);
    expect(status()).toHaveTextContent("Saving…");
    await answer(requests[1]);
    expect(status()).toHaveTextContent(/^Saved$/);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("a failure handled elsewhere (errorText null) leaves the status alone", async () => {
    const { user, input, status, requests } = setup(() => null);
    await user.type(input(), "v");
    await advance(DEBOUNCE);
    await answer(requests[0], new Error("signed out"));
    expect(status()).toHaveTextContent("Saving…");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });
});
