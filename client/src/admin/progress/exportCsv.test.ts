import { describe, expect, it } from "vitest";
import { progressCsvUrl } from "./exportCsv";

describe("progressCsvUrl", () => {
  it("is the bare route for the default view", () => {
    expect(progressCsvUrl({})).toBe("/api/admin/progress.csv");
    expect(progressCsvUrl({ groupId: null, request: null, atRisk: false, search: "  ", orderBy: "NAME" })).toBe("/api/admin/progress.csv");
  });

  it("names the filter and order as the REST route does, encoded", () => {
    expect(progressCsvUrl({ groupId: "12", request: "NONE", atRisk: true, search: " Zoë & co ", orderBy: "AVG_PERCENTAGE" })).toBe(
      "/api/admin/progress.csv?group_id=12&request=none&at_risk=true&search=Zo%C3%AB+%26+co&order=avg_percentage",
    );
    expect(progressCsvUrl({ request: "REJECTED", orderBy: "REQUESTED_AT" })).toBe("/api/admin/progress.csv?request=rejected&order=requested_at");
    expect(progressCsvUrl({ orderBy: "DAYS_BEHIND" })).toBe("/api/admin/progress.csv?order=days_behind");
  });
});
