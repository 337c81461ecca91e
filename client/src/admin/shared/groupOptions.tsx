// The groups as options, for the admin tabs that filter by group (Users, Progress, Messages) and
// the Messages tab's form: one query and one "Group" select instead of a copy in each tab. An
// admin operation: it is sent with `context: { auth: "admin" }`.
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { SelectFilter } from "../../ui/SelectFilter";

const ADMIN = { auth: "admin" as const };

/** The groups (id and name) for a group filter or a group choice. */
export const AdminGroupOptionsQuery = graphql(`
  query AdminGroupOptions {
    adminGroups {
      id
      name
    }
  }
`);

/**
 * The groups as options, in the admin's order (none until they load), and the query itself for
 * its loading and error.
 */
export function useGroupOptions() {
  const query = useQuery(AdminGroupOptionsQuery, { context: ADMIN });
  const groups = query.data?.adminGroups ?? [];
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
  const { groups } = useGroupOptions();
  const names = new Map(groups.map((g) => [g.id, g.name]));
  return (
    <SelectFilter
      label="Group"
      value={value}
      onChange={onChange}
      options={groups.map((g) => g.id)}
      optionLabel={(id) => names.get(id) ?? id}
      allLabel="All groups"
    />
  );
}
