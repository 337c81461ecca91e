// The playground's saved examples: operations an admin really runs, kept as .graphql files beside
// this one (examples.test.ts validates each against graph/schema/*.graphqls, and the browser test
// runs each against the server, so they cannot rot). Not in codegen's documents: the app never
// sends them itself.
import groupGrades from "./examples/group-grades.graphql?raw";
import memberMilestones from "./examples/member-milestones.graphql?raw";
import membersBehind from "./examples/members-behind.graphql?raw";
import quarterDonations from "./examples/quarter-donations.graphql?raw";
import reportedMessages from "./examples/reported-messages.graphql?raw";

/** The first tab's text when the browser has none kept. */
export const DEFAULT_QUERY = `# Runs with your admin token. Examples (the list on the left) opens saved
# operations; History keeps what you ran in this browser. A mutation asks first.
# Ctrl+Enter (Cmd+Enter on a Mac) runs the operation.
{
  me {
    name
  }
}
`;

export interface PlaygroundExample {
  /** The file's name under examples/, without .graphql (a stable key). */
  id: string;
  title: string;
  /** One line saying what it answers. */
  description: string;
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
    title: "Group members and their grades",
    description: "A group's members with milestones done, average and latest grade.",
    query: groupGrades,
    variables: () => ({ groupId: null }),
  },
  {
    id: "member-milestones",
    title: "One member's milestones",
    description: "The eight milestones of one member in one group, each with its grade.",
    query: memberMilestones,
    variables: () => ({ userId: "", groupId: "" }),
  },
  {
    id: "members-behind",
    title: "Members behind",
    description: "Members at risk, most days behind first.",
    query: membersBehind,
    variables: () => ({ groupId: null }),
  },
  {
    id: "quarter-donations",
    title: "This quarter's donations",
    description: "Donations since the quarter began, with its totals.",
    query: quarterDonations,
    variables: (today) => quarterOf(today),
  },
  {
    id: "reported-messages",
    title: "Reported messages",
    description: "Messages with undecided reports, and who reported them.",
    query: reportedMessages,
    variables: () => ({}),
  },
];

/** The variables editor's text for an example (empty when it takes none). */
export function variablesText(example: PlaygroundExample, today: Date = new Date()): string {
  const vars = example.variables(today);
  return Object.keys(vars).length === 0 ? "" : JSON.stringify(vars, null, 2);
}
