import type { ProgressTabRowFragment } from "../../gql/graphql";
import type { Column } from "../../ui/Table";
import type { SelectedRequest } from "./bulkReport";
import type { BulkTexts } from "./bulkTexts";
import { SelectRequestCheckbox } from "./SelectRequestCheckbox";
import type { RequestSelection } from "./useRequestSelection";

/** The request a row may be selected for: its trophy request while it is pending. */
export function pendingRequest(row: ProgressTabRowFragment): SelectedRequest | null {
  const request = row.trophyRequest;
  if (!request || request.status !== "PENDING") return null;
  return { id: request.id, userName: row.userName, groupName: row.groupName };
}

/**
 * The table's first column: a box on each row with a pending request. A member with pending
 * requests in two groups on the page has each box named with its group too.
 */
export function selectColumn(selection: RequestSelection, rows: readonly ProgressTabRowFragment[], texts: BulkTexts): Column<ProgressTabRowFragment> {
  const pendingPerMember = new Map<string, number>();
  for (const r of rows) {
    if (pendingRequest(r)) pendingPerMember.set(r.userId, (pendingPerMember.get(r.userId) ?? 0) + 1);
  }
  return {
    header: texts.selectColumn,
    className: "progress-select-cell",
    cell: (r) => {
      const request = pendingRequest(r);
      if (!request) return null;
      const label =
        (pendingPerMember.get(r.userId) ?? 0) > 1 ? texts.selectRowInGroup(r.userName, r.groupName) : texts.selectRow(r.userName);
      return <SelectRequestCheckbox label={label} checked={selection.has(request.id)} onChange={(on) => selection.toggle(request, on)} />;
    },
  };
}
