// The playground's saved examples: operations an admin really runs, kept as .graphql files beside
// this one (examples.test.ts validates each against graph/schema/*.graphqls, and the browser test
// runs each against the server, so they cannot rot). Not in codegen's documents: the app never
// sends them itself.
import groupGrades from "./examples/group-grades.graphql?raw";
import memberMilestones from "./examples/member-milestones.graphql?raw";
import membersBehind from "./examples/members-behind.graphql?raw";
import quarterDonations from "./examples/quarter-donations.graphql?raw";
import reportedMessages from "./examples/reported-messages.graphql?raw";
import { msg, translate, type Message, type Translate } from "../../i18n";

/** The first tab's text when the browser has none kept: a comment in the admin's language, then a query. */
export function defaultQuery(t: Translate = translate): string {
  const comment = t("admin-playground.default-query")
    .split("\n")
    .map((line) => `# ${line}`)
    .join("\n");
  return `${comment}
{
  me {
    name
  }
}
`;
}

export interface PlaygroundExample {
  /** The file's name under examples/, without .graphql (a stable key). */
  id: string;
  title: Message;
  /** One line saying what it answers. */
  description: Message;
  query: string;
  /** The variables it opens with, made when it is opened (dates move). */
  variables: (today: Date) => Record<string, unknown>;
}

/** The first and last day (UTC, YYYY-MM-DD) of the calendar quarter `today` falls in. */
export function quarterOf(today: Date): { from: string; to: string } {
  const year = today.getUTCFullYear();
  const first = Math.floor(today.getUTCMonth() / 3) * 3;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    from: day(new Date(Date.UTC(year, first, 1))),
    // day 0 of the quarter's fourth month is its last day
    to: day(new Date(Date.UTC(year, first + 3, 0))),
  };
}

export const PLAYGROUND_EXAMPLES: readonly PlaygroundExample[] = [
  {
    id: "group-grades",
    title: msg("admin-playground.example.group-grades"),
    description: msg("admin-playground.example.group-grades.description"),
    query: groupGrades,
    variables: () => ({ groupId: null }),
  },
  {
    id: "member-milestones",
    title: msg("admin-playground.example.member-milestones"),
    description: msg("admin-playground.example.member-milestones.description"),
    query: memberMilestones,
    variables: () => ({ userId: "", groupId: "" }),
  },
  {
    id: "members-behind",
    title: msg("admin-playground.example.members-behind"),
    description: msg("admin-playground.example.members-behind.description"),
    query: membersBehind,
    variables: () => ({ groupId: null }),
  },
  {
    id: "quarter-donations",
    title: msg("admin-playground.example.quarter-donations"),
    description: msg("admin-playground.example.quarter-donations.description"),
    query: quarterDonations,
    variables: (today) => quarterOf(today),
  },
  {
    id: "reported-messages",
    title: msg("admin-playground.example.reported-messages"),
    description: msg("admin-playground.example.reported-messages.description"),
    query: reportedMessages,
    variables: () => ({}),
  },
];

/** The variables editor's text for an example (empty when it takes none). */
export function variablesText(example: PlaygroundExample, today: Date = new Date()): string {
  const vars = example.variables(today);
  return Object.keys(vars).length === 0 ? "" : JSON.stringify(vars, null, 2);
}
