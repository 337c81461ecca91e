import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { awardToShip, gqlErrors, renderShipments, shippedAnswer, toShipPage } from "./testing";
import { PAGE_SIZE } from "./texts";
import { localToday } from "./today";

const ruth = awardToShip();
const boaz = awardToShip({
  id: "302",
  userId: "2",
  userName: "Boaz Field",
  email: "boaz@example.com",
  city: "Bethlehem",
  mailingAddress: "1 Threshing Floor\nBethlehem Hills",
  completedAt: "2027-01-06T15:00:00Z",
});
const naomi = awardToShip({
  id: "303",
  userId: "3",
  userName: "Naomi Elder",
  email: "naomi@example.com",
  city: null,
  mailingAddress: null,
  completedAt: "2027-01-07T15:00:00Z",
});

const section = () => screen.getByRole("region", { name: "Awards to ship" });
const table = () => within(section()).getByRole("table", { name: "Awards not yet posted" });
const rowOf = (name: string) => within(table()).getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr")!;
const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}'s award` });
const bar = () => screen.getByRole("form", { name: "Mark selected awards as posted" });
const summary = () => screen.getByText((_, el) => el?.classList.contains("bulk-report-summary") === true);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Awards to ship", { timeout: 30_000 }, () => {
  it("lists the awards not yet posted with each member's postal address", async () => {
    const t = renderShipments({}, [ruth, boaz, naomi]);
    await within(section()).findByRole("rowheader", { name: /^Ruth Member/ });
    expect(within(section()).getByRole("heading", { level: 3, name: "Awards to ship" })).toBeInTheDocument();
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Select",
      "Member",
      "Postal address",
      "Award",
      "Completed",
    ]);
    expect(within(table()).getByRole("rowheader", { name: /^Ruth Member/ })).toHaveTextContent("Ruth Memberruth@example.com");
    const cells = (name: string) => within(rowOf(name)).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("Ruth Member").slice(1)).toEqual(["12 Gleaning Lane, BethlehemBethlehem", "Journey Completion", "Jan 5, 2027"]);
    expect(cells("Boaz Field")[1]).toBe("1 Threshing Floor\nBethlehem HillsBethlehem");
    expect(cells("Naomi Elder")[1]).toBe("No postal address given");
    expect(within(section()).getByText("3 awards to ship")).toHaveAttribute("role", "status");
    expect(t.named("ShipmentsAwardsToShip")[0].variables).toEqual({ first: PAGE_SIZE });
    expect(t.named("ShipmentsAwardsToShip")[0].auth).toBe("admin");
    // the table scrolls in its own region, named by its caption and reachable by keyboard
    expect(table().closest("[role=region]")).toHaveAccessibleName("Awards not yet posted");
    expect(table().closest("[role=region]")).toHaveAttribute("tabindex", "0");
    expect(await axeViolations()).toEqual([]);
  });

  it("Load more appends the next awards and moves the focus to the first of them", async () => {
    const t = renderShipments({
      ShipmentsAwardsToShip: (v) =>
        v.after ? toShipPage([naomi], { totalCount: 3 }) : toShipPage([ruth, boaz], { totalCount: 3, hasNextPage: true }),
    });
    await within(section()).findByText("Showing 2 of 3 awards to ship");
    await t.user.click(within(section()).getByRole("button", { name: "Load more" }));
    await within(section()).findByText("3 awards to ship");
    expect(t.named("ShipmentsAwardsToShip").at(-1)!.variables).toEqual({ first: PAGE_SIZE, after: "cursor-302" });
    expect(within(table()).getAllByRole("rowheader").map((r) => r.textContent)).toEqual([
      "Ruth Memberruth@example.com",
      "Boaz Fieldboaz@example.com",
      "Naomi Eldernaomi@example.com",
    ]);
    await waitFor(() => expect(within(rowOf("Naomi Elder")).getByText("Naomi Elder").parentElement).toHaveFocus());
    expect(within(section()).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says so when every approved award has been posted", async () => {
    renderShipments({}, []);
    expect(await within(section()).findByText("Every approved award has been posted.")).toBeInTheDocument();
    expect(within(section()).getByText("0 awards to ship")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("marks two selected awards posted with a note, and reports the one posted already", async () => {
    let posted = false;
    const t = renderShipments({
      ShipmentsAwardsToShip: () => toShipPage(posted ? [naomi] : [ruth, boaz, naomi]),
      ShipmentsMarkShipped: () => {
        posted = true;
        return shippedAnswer([
          ["301", "DONE"],
          ["302", "ALREADY_DECIDED", "Journey Completion was posted already, on 2027-02-01."],
        ]);
      },
    });
    await within(section()).findByRole("rowheader", { name: /^Ruth Member/ });
    expect(screen.queryByRole("form", { name: "Mark selected awards as posted" })).not.toBeInTheDocument();

    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Boaz Field"));
    expect(within(bar()).getByText("2 selected")).toBeInTheDocument();
    const postedOn = within(bar()).getByLabelText(/^Posted on/);
    expect(postedOn).toHaveAttribute("type", "date");
    expect(postedOn).toHaveValue(localToday());
    expect(postedOn).toHaveAttribute("max", localToday());
    await t.user.type(within(bar()).getByRole("textbox", { name: /^Tracking note/ }), "Royal Mail AB123");
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(bar()).getByRole("button", { name: "Mark 2 as posted" }));
    await waitFor(() => expect(summary()).toHaveTextContent("Marked 1 of 2 as posted: 1 posted already."));
    expect(t.named("ShipmentsMarkShipped")[0].variables).toEqual({ ids: ["301", "302"], shippedOn: localToday(), note: "Royal Mail AB123" });
    expect(t.named("ShipmentsMarkShipped")[0].auth).toBe("admin");
    expect(summary()).toHaveAttribute("role", "status");
    expect(summary()).toHaveFocus();
    const problems = screen.getByRole("list", { name: "Awards not marked" });
    expect(within(problems).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Boaz Field, Journey Completion — posted already: Journey Completion was posted already, on 2027-02-01.",
    ]);
    // both left the selection and the list, which is loaded again
    expect(screen.queryByRole("form", { name: "Mark selected awards as posted" })).not.toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByRole("rowheader", { name: /^Ruth Member/ })).not.toBeInTheDocument());
    expect(box("Naomi Elder")).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's refusal of the day beside the date input, and sends nothing for a day in the future", async () => {
    const t = renderShipments({
      ShipmentsMarkShipped: () =>
        gqlErrors({ message: "The day it was posted cannot be in the future.", code: "invalid", field: "shippedOn" }),
    });
    await t.user.click(await screen.findByRole("checkbox", { name: "Select Ruth Member's award" }));
    await t.user.click(within(bar()).getByRole("button", { name: "Mark 1 as posted" }));
    const postedOn = within(bar()).getByLabelText(/^Posted on/);
    await waitFor(() => expect(postedOn).toHaveAttribute("aria-invalid", "true"));
    expect(postedOn).toHaveAccessibleDescription("The day it was posted cannot be in the future.");
    expect(postedOn).toHaveFocus();
    expect(summary()).toHaveTextContent("");
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // the client refuses a later day itself
    await t.user.clear(postedOn);
    await t.user.type(postedOn, "2999-01-01");
    await t.user.click(within(bar()).getByRole("button", { name: "Mark 1 as posted" }));
    expect(postedOn).toHaveAccessibleDescription("The day they were posted cannot be in the future.");
    expect(t.named("ShipmentsMarkShipped")).toHaveLength(1);
  });

  it("shows the server's refusal of the note beside the note", async () => {
    const t = renderShipments({
      ShipmentsMarkShipped: () => gqlErrors({ message: "The note has a character that is not allowed.", code: "invalid", field: "note" }),
    });
    await t.user.click(await screen.findByRole("checkbox", { name: "Select Ruth Member's award" }));
    const note = within(bar()).getByRole("textbox", { name: /^Tracking note/ });
    await t.user.type(note, "Parcel 7");
    await t.user.click(within(bar()).getByRole("button", { name: "Mark 1 as posted" }));
    await waitFor(() => expect(note).toHaveAttribute("aria-invalid", "true"));
    expect(note).toHaveAccessibleDescription(/^The note has a character that is not allowed\./);
  });

  it("keeps a failed award selected, to try again", async () => {
    const t = renderShipments({
      ShipmentsMarkShipped: () => shippedAnswer([["301", "DONE"], ["302", "FAILED", "This one failed on our side. Try it again."]]),
    }, [ruth, boaz]);
    await t.user.click(await screen.findByRole("checkbox", { name: "Select all on this page" }));
    await t.user.click(within(bar()).getByRole("button", { name: "Mark 2 as posted" }));
    await waitFor(() => expect(summary()).toHaveTextContent("Marked 1 of 2 as posted: 1 failed."));
    expect(screen.getByRole("listitem")).toHaveTextContent("Boaz Field, Journey Completion — failed: This one failed on our side. Try it again.");
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();
  });

  it("select all on this page ticks every award, by keyboard too; Clear selection empties it", async () => {
    const t = renderShipments({}, [ruth, boaz, naomi]);
    const pageBox = await screen.findByRole("checkbox", { name: "Select all on this page" });
    pageBox.focus();
    await t.user.keyboard(" ");
    expect(pageBox).toBeChecked();
    for (const name of ["Ruth Member", "Boaz Field", "Naomi Elder"]) expect(box(name)).toBeChecked();
    expect(within(bar()).getByRole("button", { name: "Mark 3 as posted" })).toBeInTheDocument();

    await t.user.click(box("Boaz Field"));
    expect(pageBox).toBePartiallyChecked();
    expect(within(bar()).getByText("2 selected")).toBeInTheDocument();

    await t.user.click(within(bar()).getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("form", { name: "Mark selected awards as posted" })).not.toBeInTheDocument();
    expect(box("Ruth Member")).not.toBeChecked();
    expect(pageBox).toHaveFocus();
  });

  it("names a member's boxes by day when they have two awards in the list", async () => {
    renderShipments({}, [ruth, awardToShip({ id: "309", completedAt: "2028-01-05T15:00:00Z" })]);
    expect(await screen.findByRole("checkbox", { name: "Select Ruth Member's award completed Jan 5, 2027" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Ruth Member's award completed Jan 5, 2028" })).toBeInTheDocument();
  });

  it("Export CSV fetches the to-ship file with the admin token, and shows a refusal", async () => {
    const admin = testToken("admin");
    setAdminToken(admin);
    const fetchMock = vi.fn(async () => Response.json({ success: false, error: { message: "The export is busy.", code: "unavailable" } }, { status: 503 }));
    vi.stubGlobal("fetch", fetchMock);
    const t = renderShipments();
    await t.user.click(await within(section()).findByRole("button", { name: "Export CSV of awards to ship" }));
    expect(await within(section()).findByRole("alert")).toHaveTextContent("The export is busy.");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/awards/to-ship.csv");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${admin}`);
  });

  it("reads in Spanish: heading, columns, the count's plural, the boxes, the bar and the report", async () => {
    inLanguage("es");
    const t = renderShipments({ ShipmentsMarkShipped: () => shippedAnswer([["301"], ["302", "ALREADY_DECIDED", "Already posted."]]) }, [ruth, boaz, naomi]);
    const region = await screen.findByRole("region", { name: "Reconocimientos por enviar" });
    const list = await within(region).findByRole("table", { name: "Reconocimientos aún no enviados" });
    expect(within(list).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Seleccionar", "Miembro", "Dirección postal", "Reconocimiento", "Completado"]);
    expect(within(region).getByText("3 reconocimientos por enviar")).toBeInTheDocument();
    expect(within(list).getByText("No se indicó dirección postal")).toBeInTheDocument();
    expect(within(list).getByText("5 ene 2027")).toBeInTheDocument();
    expect(within(region).getByText("Los nombres de las columnas del archivo CSV se mantienen en inglés, para hojas de cálculo y scripts.")).toBeInTheDocument();
    await t.user.click(screen.getByRole("checkbox", { name: "Seleccionar el reconocimiento de Ruth Member" }));
    await t.user.click(screen.getByRole("checkbox", { name: "Seleccionar el reconocimiento de Boaz Field" }));
    const form = screen.getByRole("form", { name: "Marcar como enviados los reconocimientos seleccionados" });
    expect(within(form).getByText("2 seleccionados")).toBeInTheDocument();
    await t.user.click(within(form).getByRole("button", { name: "Marcar 2 como enviados" }));
    await waitFor(() => expect(summary()).toHaveTextContent("Se marcaron 1 de 2 como enviados: 1 ya enviado."));
    for (const english of ["Awards to ship", "Postal address", "3 awards to ship", "Select all on this page", "Clear selection"]) {
      expect(within(region).queryByText(english)).not.toBeInTheDocument();
    }
  });
});
