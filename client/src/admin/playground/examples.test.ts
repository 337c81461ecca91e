import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildSchema, getOperationAST, parse, validate, type GraphQLSchema } from "graphql";
import { getVariableValues } from "graphql/execution/values";
import { describe, expect, it } from "vitest";
import { defaultQuery, PLAYGROUND_EXAMPLES, quarterOf, variablesText } from "./examples";

// The server's schema, as gqlgen reads it: every graph/schema/*.graphqls in one document (the
// tests run in client/).
const schemaDir = resolve(process.cwd(), "../graph/schema");
const schema: GraphQLSchema = buildSchema(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith(".graphqls"))
    .sort()
    .map((f) => readFileSync(join(schemaDir, f), "utf8"))
    .join("\n"),
);

function problems(query: string, variables: Record<string, unknown>): string[] {
  const document = parse(query);
  const found = validate(schema, document).map((e) => e.message);
  const operation = getOperationAST(document);
  if (!operation) return [...found, "not exactly one operation"];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return [...found, ...(coerced.errors ?? []).map((e) => e.message)];
}

describe("the playground's saved examples", () => {
  it.each(PLAYGROUND_EXAMPLES.map((e) => [e.id, e] as const))("%s is a valid query with valid variables", (_, example) => {
    expect(problems(example.query, example.variables(new Date()))).toEqual([]);
    expect(getOperationAST(parse(example.query))?.operation).toBe("query");
  });

  it("covers what the issue asks for: a group's grades, members behind, the quarter's donations, the report queue", () => {
    const roots = PLAYGROUND_EXAMPLES.map((e) => {
      const op = getOperationAST(parse(e.query));
      return op!.selectionSet.selections.map((s) => (s.kind === "Field" ? s.name.value : "")).join(",");
    });
    expect(roots).toEqual(["adminGroups,adminProgress", "adminMilestones", "adminProgress", "adminDonations", "adminMessages"]);
    expect(PLAYGROUND_EXAMPLES.find((e) => e.id === "members-behind")!.query).toMatch(/atRisk: true/);
    expect(PLAYGROUND_EXAMPLES.find((e) => e.id === "reported-messages")!.query).toMatch(/reported: true/);
    expect(new Set(PLAYGROUND_EXAMPLES.map((e) => e.id)).size).toBe(PLAYGROUND_EXAMPLES.length);
  });

  it("the first tab's query is valid", () => {
    expect(problems(defaultQuery(), {})).toEqual([]);
  });

  it("a query naming a field the schema lacks would fail here", () => {
    expect(problems("query { adminMessages(filter: { reported: true }) { nodes { nope } } }", {})).not.toEqual([]);
    expect(problems("query Q($from: Date!) { adminDonations(filter: { from: $from }) { totalCount } }", {})).not.toEqual([]);
  });

  it("the donations example asks for the calendar quarter of today, in UTC", () => {
    expect(quarterOf(new Date("2026-02-15T12:00:00Z"))).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(quarterOf(new Date("2026-11-23T18:00:00Z"))).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterOf(new Date("2028-04-01T00:00:00Z"))).toEqual({ from: "2028-04-01", to: "2028-06-30" });
    // late on 30 June in Los Angeles is already 1 July in UTC
    expect(quarterOf(new Date("2027-07-01T02:00:00Z"))).toEqual({ from: "2027-07-01", to: "2027-09-30" });
    const donations = PLAYGROUND_EXAMPLES.find((e) => e.id === "quarter-donations")!;
    expect(JSON.parse(variablesText(donations, new Date("2026-08-09T10:00:00Z")))).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(variablesText(PLAYGROUND_EXAMPLES.find((e) => e.id === "reported-messages")!)).toBe("");
  });
});
