import { print, stripIgnoredCharacters } from "graphql";
import { describe, expect, it } from "vitest";
import { CURRENT_GROUP_QUERY } from "./currentGroup";
import { CurrentGroupQuery } from "./queries";

describe("CURRENT_GROUP_QUERY", () => {
  it("is the generated CurrentGroup document, so its answer has the generated type", () => {
    expect(CURRENT_GROUP_QUERY).toBe(stripIgnoredCharacters(print(CurrentGroupQuery)));
  });
});
