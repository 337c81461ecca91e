import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearEndReason } from "../auth/session";

beforeEach(() => {
  window.localStorage.clear();
  // jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // why the last session ended is the session module's memory: each test starts without one
  clearEndReason("member");
  clearEndReason("admin");
});
