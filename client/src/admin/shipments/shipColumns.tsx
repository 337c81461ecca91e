import type { ShipmentsAwardFragment } from "../../gql/graphql";
import type { Column } from "../../ui/Table";
import type { SelectedAward } from "./shipReport";
import { SelectAwardCheckbox } from "./SelectAwardCheckbox";
import { SHIP_TEXTS } from "./texts";
import type { AwardSelection } from "./useAwardSelection";

const completedOn = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The completed day of an award, as the table and the box labels say it. */
export function completedText(a: ShipmentsAwardFragment): string {
  return completedOn.format(new Date(a.completedAt));
}

export function selectedAward(a: ShipmentsAwardFragment): SelectedAward {
  return { id: a.id, userName: a.userName, name: a.name };
}

/** Where to post it: the mailing address as the member typed it (line breaks kept), then the city. */
function PostalAddress({ award }: { award: ShipmentsAwardFragment }) {
  if (!award.mailingAddress && !award.city) return <span className="muted">{SHIP_TEXTS.noAddress}</span>;
  return (
    <span className="ship-address">
      {award.mailingAddress && <span>{award.mailingAddress}</span>}
      {award.city && <span>{award.city}</span>}
    </span>
  );
}

/**
 * The table's columns: a box per award (a member with two awards in the list has each box named
 * with its completed day too), the member, where to post it, the award and when it was earned.
 */
export function shipColumns(
  selection: AwardSelection,
  rows: readonly ShipmentsAwardFragment[],
  /** The id of the row's member name, which takes the focus after Load more. */
  memberId: (a: ShipmentsAwardFragment) => string,
): Column<ShipmentsAwardFragment>[] {
  const perMember = new Map<string, number>();
  for (const r of rows) perMember.set(r.userId, (perMember.get(r.userId) ?? 0) + 1);
  return [
    {
      header: SHIP_TEXTS.columns.select,
      className: "ship-select-cell",
      cell: (a) => (
        <SelectAwardCheckbox
          label={(perMember.get(a.userId) ?? 0) > 1 ? SHIP_TEXTS.selectRowCompleted(a.userName, completedText(a)) : SHIP_TEXTS.selectRow(a.userName)}
          checked={selection.has(a.id)}
          onChange={(on) => selection.toggle(selectedAward(a), on)}
        />
      ),
    },
    {
      header: SHIP_TEXTS.columns.member,
      rowHeader: true,
      cell: (a) => (
        <span id={memberId(a)} tabIndex={-1} className="ship-member">
          <span>{a.userName}</span>
          <span className="ship-email">{a.email}</span>
        </span>
      ),
    },
    { header: SHIP_TEXTS.columns.address, cell: (a) => <PostalAddress award={a} /> },
    { header: SHIP_TEXTS.columns.award, cell: (a) => a.name },
    { header: SHIP_TEXTS.columns.completed, cell: (a) => <time dateTime={a.completedAt}>{completedText(a)}</time> },
  ];
}
