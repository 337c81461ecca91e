// The groups as options, for the admin tabs that filter by group (Users, Progress, Messages) and
// the Messages tab's form: one query and one "Group" select instead of a copy in each tab. An
// admin operation: the panel's client sends it with the admin token.
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { translate, useT } from "../../i18n";
import { formatCalendarDate } from "../../lib/dates";
import { SelectFilter } from "../../ui/SelectFilter";

/** The groups (id, name and dates) for a group filter or a group choice. */
export const AdminGroupOptionsQuery = graphql(`
  query AdminGroupOptions {
    adminGroups {
      id
      name
      startDate
      endDate
      archivedAt
    }
  }
`);

/** A group as a choice: its name, and its dates when known. */
export interface GroupChoice {
  id: string;
  name: string;
  startDate?: string;
  endDate?: string;
}

/**
 * "January 2027 Group (Jan 1, 2027 – Dec 31, 2027)": every group dropdown shows each group's
 * dates, so two groups of one quarter (which must have different names) are never confused.
 */
export function groupChoiceLabel(g: GroupChoice): string {
  if (!g.startDate || !g.endDate) return g.name;
  return translate("admin-shared.group.choice", { name: g.name, start: formatCalendarDate(g.startDate), end: formatCalendarDate(g.endDate) });
}

/** The groups a dropdown offers: every group but the archived ones, in the order given. */
export function choosableGroups<T extends { archivedAt?: unknown }>(groups: readonly T[]): T[] {
  return groups.filter((g) => !g.archivedAt);
}

/**
 * The groups as options, in the admin's order (none until they load), archived groups left out,
 * and the query itself for its loading and error.
 */
export function useGroupOptions() {
  const query = useQuery(AdminGroupOptionsQuery);
  const groups = choosableGroups(query.data?.adminGroups ?? []);
  return { groups, query };
}

export interface GroupFilterProps {
  /** The chosen group's id, "" for all groups. */
  value: string;
  /** Called with the chosen group's id, "" for all groups. */
  onChange: (groupId: string) => void;
}

/** The "Group" filter: "All groups", then one option per group. */
export function GroupFilter({ value, onChange }: GroupFilterProps) {
  const t = useT();
  const { groups } = useGroupOptions();
  const names = new Map(groups.map((g) => [g.id, groupChoiceLabel(g)]));
  return (
    <SelectFilter
      label={t("admin-shared.group.label")}
      value={value}
      onChange={onChange}
      options={groups.map((g) => g.id)}
      optionLabel={(id) => names.get(id) ?? id}
      allLabel={t("admin-shared.group.all")}
    />
  );
}
