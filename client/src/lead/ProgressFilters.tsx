import { useId } from "react";
import type { ProgressOrder } from "../gql/graphql";
import { msg, useT, type Message } from "../i18n";
import { Checkbox } from "../ui/Checkbox";
import { Field } from "../ui/Field";

/** The orders a leader may choose (the admin's minus the trophy request queue). */
export const ORDER_OPTIONS: ReadonlyArray<{ value: ProgressOrder; label: Message }> = [
  { value: "NAME", label: msg("lead.order.name") },
  { value: "DAYS_BEHIND", label: msg("lead.order.daysBehind") },
  { value: "AVG_PERCENTAGE", label: msg("lead.order.average") },
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
  const t = useT();
  const id = useId();
  return (
    <form
      className="lead-filters"
      role="search"
      aria-label={t("lead.filters.label")}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSearchNow();
      }}
    >
      <Field label={t("lead.filters.search")} id={`${id}-search`}>
        {(control) => <input {...control} type="search" value={p.searchText} onChange={(e) => p.onSearchText(e.target.value)} />}
      </Field>
      <Field label={t("lead.filters.order")} id={`${id}-order`}>
        {(control) => (
          <select {...control} value={p.orderBy} onChange={(e) => p.onOrderBy(e.target.value as ProgressOrder)}>
            {ORDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Checkbox
        label={t("lead.filters.atRisk")}
        checked={p.atRisk}
        onChange={p.onAtRisk}
        hint={t("lead.filters.atRiskHint")}
      />
    </form>
  );
}
