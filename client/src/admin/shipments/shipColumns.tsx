import type { ShipmentsAwardFragment } from "../../gql/graphql";
import { formatInstant } from "../../i18n/format";
import type { Column } from "../../ui/Table";
import type { SelectedAward } from "./shipReport";
import { SelectAwardCheckbox } from "./SelectAwardCheckbox";
import type { ShipTexts } from "./texts";
import type { AwardSelection } from "./useAwardSelection";

/** The completed day of an award, as the table and the box labels say it. */
export function completedText(a: ShipmentsAwardFragment): string {
  return formatInstant(a.completedAt, { dateStyle: "medium" });
}

export function selectedAward(a: ShipmentsAwardFragment): SelectedAward {
  return { id: a.id, userName: a.userName, name: a.name };
}

/** Where to post it: the mailing address as the member typed it (line breaks kept), then the city. */
function PostalAddress({ award, texts }: { award: ShipmentsAwardFragment; texts: ShipTexts }) {
  if (!award.mailingAddress && !award.city) return <span className="muted">{texts.noAddress}</span>;
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
  texts: ShipTexts,
): Column<ShipmentsAwardFragment>[] {
  const perMember = new Map<string, number>();
  for (const r of rows) perMember.set(r.userId, (perMember.get(r.userId) ?? 0) + 1);
  return [
    {
      header: texts.columns.select,
      className: "ship-select-cell",
      cell: (a) => (
        <SelectAwardCheckbox
          label={(perMember.get(a.userId) ?? 0) > 1 ? texts.selectRowCompleted(a.userName, completedText(a)) : texts.selectRow(a.userName)}
          checked={selection.has(a.id)}
          onChange={(on) => selection.toggle(selectedAward(a), on)}
        />
      ),
    },
    {
      header: texts.columns.member,
      rowHeader: true,
      cell: (a) => (
        <span id={memberId(a)} tabIndex={-1} className="ship-member">
          <span>{a.userName}</span>
          <span className="ship-email">{a.email}</span>
        </span>
      ),
    },
    { header: texts.columns.address, cell: (a) => <PostalAddress award={a} texts={texts} /> },
    { header: texts.columns.award, cell: (a) => a.name },
    { header: texts.columns.completed, cell: (a) => <time dateTime={a.completedAt}>{completedText(a)}</time> },
  ];
}
