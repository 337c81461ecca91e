// The groups as options, for the admin tabs that filter by group (Users, Progress, Messages) and
// the Messages tab's form: one query and one "Group" select instead of a copy in each tab. An
// admin operation: it is sent with `context: { auth: "admin" }`.
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { Field } from "../../ui/Field";

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
  return (
    <Field label="Group">
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All groups</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
