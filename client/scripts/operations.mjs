// Prints the client's GraphQL operations as the app sends them, as JSON
// {"Name": "query Name … fragment …"}: the documents graphql-codegen wrote
// to src/gql/graphql.ts, printed with the fragments they use. The load tools
// (cmd/mixload) send these texts, so a benchmark measures what members send.
//
//   node scripts/operations.mjs Dashboard Board > ops.json   # some
//   node scripts/operations.mjs > ops.json                   # every one
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { print } from "graphql";

const source = readFileSync(fileURLToPath(new URL("../src/gql/graphql.ts", import.meta.url)), "utf8");
const documents = {};
for (const [, name, json] of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</gm)) {
  const doc = JSON.parse(json);
  const operation = doc.definitions.find((d) => d.kind === "OperationDefinition");
  if (operation?.name?.value === name) documents[name] = print(doc);
}
const wanted = process.argv.slice(2);
const missing = wanted.filter((name) => !(name in documents));
if (missing.length > 0) {
  console.error(`operations: no operation named ${missing.join(", ")} in src/gql/graphql.ts`);
  process.exit(2);
}
const out = wanted.length > 0 ? Object.fromEntries(wanted.map((name) => [name, documents[name]])) : documents;
console.log(JSON.stringify(out, null, 2));
