import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearEndReason } from "../auth/session";
import { i18n } from "../i18n/i18n";
import admin from "virtual:catalog/en/admin";
import first from "virtual:catalog/en/first";
import member from "virtual:catalog/en/member";

// Components are tested in English, the specification's texts, with every bundle at hand.
i18n.load("en", { ...first, ...member, ...admin });
i18n.activate("en", ["en-US"]);

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
