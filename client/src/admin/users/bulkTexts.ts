// The words of the Users tab's bulk actions (issue 29), in one place.
import type { UserBulkAction } from "../../gql/graphql";
import { plural } from "../../lib/plural";

const users = (n: number) => plural(n, "user");

/** The question and buttons of an action asked with the shared ConfirmDialog. */
export interface ConfirmTexts {
  title: string;
  question: (n: number) => string;
  note?: string;
  confirm: (n: number) => string;
  busy: string;
}

export const BULK_TEXTS = {
  selectColumn: "Select",
  selectRow: (name: string) => `Select ${name}`,
  selectPage: "Select all on this page",
  barLabel: "Selected users",
  selected: (n: number) => `${n} selected`,
  disable: "Disable",
  enable: "Enable",
  moveToGroup: "Move to group…",
  delete: "Delete",
  clear: "Clear selection",
  move: {
    title: "Move users to a group",
    question: (n: number) => `Move ${users(n)} to another group?`,
    note: "Each leaves the group they are in now and keeps their progress there. A disabled account is not moved: enable it first.",
    groupLabel: "Group",
    choose: "Choose a group",
    required: "Choose the group to move them to.",
    confirm: (n: number) => `Move ${users(n)}`,
    busy: "Moving…",
  },
  problemsLabel: "Users not changed",
  outcome: { ALREADY_DECIDED: "already so", FAILED: "failed" },
} as const;

/** The confirmations of the actions that need no choice (Move has its own dialog). */
export const CONFIRM_TEXTS: Record<Exclude<UserBulkAction, "MOVE">, ConfirmTexts> = {
  DISABLE: {
    title: "Disable users",
    question: (n) => `Disable ${users(n)}?`,
    note: "Each is signed out at once and cannot sign in until enabled again. Each change is its own entry in the audit log.",
    confirm: (n) => `Disable ${users(n)}`,
    busy: "Disabling…",
  },
  ENABLE: {
    title: "Enable users",
    question: (n) => `Enable ${users(n)}?`,
    note: "Each can sign in again. Each change is its own entry in the audit log.",
    confirm: (n) => `Enable ${users(n)}`,
    busy: "Enabling…",
  },
  DELETE: {
    title: "Delete users",
    question: (n) => `Delete ${users(n)}? Their accounts, memberships and progress go; board messages stay as 'Former member'.`,
    confirm: (n) => `Delete ${users(n)}`,
    busy: "Deleting…",
  },
};

/** The report's verb: "Disabled 2 of 3". */
export const DONE_VERBS: Record<UserBulkAction, string> = {
  DISABLE: "Disabled",
  ENABLE: "Enabled",
  MOVE: "Moved",
  DELETE: "Deleted",
};
