import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceTimeZone, timeZoneOptions } from "./timeZones";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("time zone options", () => {
  it("are the browser's IANA names, sorted, with the saved and the device's zones among them", () => {
    expect(deviceTimeZone()).toBe("America/Los_Angeles");
    const zones = timeZoneOptions("Etc/GMT+5", "America/Los_Angeles")!;
    expect(zones).toContain("Europe/Madrid");
    expect(zones).toContain("America/Los_Angeles");
    expect(zones).toContain("Etc/GMT+5");
    expect([...zones].sort((a, b) => a.localeCompare(b, "en"))).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it("are null when the browser cannot list them (the form then takes a typed name)", () => {
    vi.stubGlobal("Intl", { ...Intl, DateTimeFormat: Intl.DateTimeFormat, supportedValuesOf: undefined });
    expect(timeZoneOptions("America/New_York")).toBeNull();
  });
});
