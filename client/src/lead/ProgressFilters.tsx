import { useId } from "react";
import type { ProgressOrder } from "../gql/graphql";
import { Checkbox } from "../ui/Checkbox";
import { Field } from "../ui/Field";

/** The orders a leader may choose (the admin's minus the trophy request queue). */
export const ORDER_OPTIONS: ReadonlyArray<{ value: ProgressOrder; label: string }> = [
  { value: "NAME", label: "Name" },
  { value: "DAYS_BEHIND", label: "Most days behind" },
  { value: "AVG_PERCENTAGE", label: "Lowest average" },
];

export interface ProgressFiltersProps {
  searchText: string;
  onSearchText: (text: string) => void;
  /** Enter in the search: search now, without waiting for the typing to settle. */
  onSearchNow: () => void;
  orderBy: ProgressOrder;
  onOrderBy: (order: ProgressOrder) => void;
  atRisk: boolean;
  onAtRisk: (atRisk: boolean) => void;
}

/** Search by name, the order and At-risk members only, above the group's table. */
export function ProgressFilters(p: ProgressFiltersProps) {
  const id = useId();
  return (
    <form
      className="lead-filters"
      role="search"
      aria-label="Find members"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSearchNow();
      }}
    >
      <Field label="Search by name" id={`${id}-search`}>
        {(control) => <input {...control} type="search" value={p.searchText} onChange={(e) => p.onSearchText(e.target.value)} />}
      </Field>
      <Field label="Order by" id={`${id}-order`}>
        {(control) => (
          <select {...control} value={p.orderBy} onChange={(e) => p.onOrderBy(e.target.value as ProgressOrder)}>
            {ORDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Checkbox
        label="At-risk members only"
        checked={p.atRisk}
        onChange={p.onAtRisk}
        hint="Latest milestone graded D, or a milestone whose day has passed without a report."
      />
    </form>
  );
}
