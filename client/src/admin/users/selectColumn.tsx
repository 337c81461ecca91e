import type { UsersTabUserFragment } from "../../gql/graphql";
import type { Column } from "../../ui/Table";
import { BULK_TEXTS } from "./bulkTexts";
import { SelectUserCheckbox } from "./SelectUserCheckbox";
import type { UserSelection } from "./useUserSelection";

/** The table's first column: a box on each row, named with the user's name. */
export function selectColumn(selection: UserSelection): Column<UsersTabUserFragment> {
  return {
    header: BULK_TEXTS.selectColumn,
    className: "users-select-cell",
    cell: (u) => (
      <SelectUserCheckbox
        label={BULK_TEXTS.selectRow(u.name)}
        checked={selection.has(u.id)}
        onChange={(on) => selection.set([{ id: u.id, name: u.name }], on)}
      />
    ),
  };
}
