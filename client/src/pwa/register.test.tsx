import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearUpdate } from "./update";
import { UpdateBanner } from "./UpdateBanner";

// register.ts against workbox-window's events (jsdom has no service workers, so the Workbox class
// is replaced by one that records what the page asks of it and lets the test fire its events):
// a worker `waiting` shows the banner; only the click sends SKIP_WAITING; the page reloads only
// once the new worker `controlling` it, never by itself.

type Listener = (event: unknown) => void;
const workbox = vi.hoisted(() => ({
  instances: [] as Array<{ url: string; listeners: Map<string, Listener[]>; skipWaiting: number; fire(type: string): void }>,
}));

vi.mock("workbox-window", () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    skipWaiting = 0;
    constructor(public url: string) {
      workbox.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const l of this.listeners.get(type) ?? []) l({ type });
    }
    messageSkipWaiting() {
      this.skipWaiting++;
    }
    register() {
      return Promise.resolve(undefined);
    }
    update() {
      return Promise.resolve(undefined);
    }
  },
}));

afterEach(() => {
  act(() => clearUpdate());
  workbox.instances.length = 0;
});

describe("registerServiceWorker", () => {
  it("announces a waiting worker and hands over only on Reload, reloading once it controls the page", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    const { registerServiceWorker } = await import("./register");
    render(<main><UpdateBanner /></main>);
    await registerServiceWorker();
    const wb = workbox.instances[0];
    expect(wb.url).toBe("/sw.js");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    act(() => wb.fire("waiting"));
    expect(screen.getByRole("status")).toHaveTextContent("A new version is ready — Reload");
    // a worker taking control without the click (another tab's) does not reload this page
    wb.fire("controlling");
    expect(reload).not.toHaveBeenCalled();
    expect(wb.skipWaiting).toBe(0);

    await userEvent.setup().click(screen.getByRole("button", { name: "Reload" }));
    expect(wb.skipWaiting).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    wb.fire("controlling");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
