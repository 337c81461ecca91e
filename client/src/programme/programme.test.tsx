import { render, screen } from "@testing-library/react";
import { print, stripIgnoredCharacters } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_PROGRAMME_NAME,
  PROGRAMME_SETTINGS_QUERY,
  ProgrammeNameProvider,
  resetProgrammeSettings,
  setProgrammeSettings,
  useProgrammeName,
} from "./programme";
import { ProgrammeSettingsQuery } from "./queries";
import { PROGRAMME } from "./testing";

function Name() {
  return <h1>{useProgrammeName()}</h1>;
}

afterEach(() => resetProgrammeSettings());

describe("programme settings", () => {
  it("asks with the generated ProgrammeSettings document, so its answer has the generated type", () => {
    expect(PROGRAMME_SETTINGS_QUERY).toBe(stripIgnoredCharacters(print(ProgrammeSettingsQuery)));
  });

  it("shows the product's name until the server answers, then the programme's, asking once", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            data: { programmeSettings: { ...PROGRAMME, name: "Camino 365" } },
          }),
          {
            headers: { "content-type": "application/json" },
          },
        ),
    );
    render(
      <ProgrammeNameProvider>
        <Name />
        <Name />
      </ProgrammeNameProvider>,
    );
    expect(screen.getAllByRole("heading")[0]).toHaveTextContent(DEFAULT_PROGRAMME_NAME);
    expect(await screen.findAllByRole("heading", { name: "Camino 365" })).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the product's name when the server cannot be reached, and takes an admin's save at once", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    render(
      <ProgrammeNameProvider>
        <Name />
      </ProgrammeNameProvider>,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole("heading")).toHaveTextContent(DEFAULT_PROGRAMME_NAME);
    setProgrammeSettings({ ...PROGRAMME, name: "Renamed" });
    expect(await screen.findByRole("heading", { name: "Renamed" })).toBeInTheDocument();
  });
});
