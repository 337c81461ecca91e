import type { UsersTabUserFragment } from "../../gql/graphql";
import type { Translate } from "../../i18n";
import type { Column } from "../../ui/Table";
import { bulkTexts } from "./bulkTexts";
import { SelectUserCheckbox } from "./SelectUserCheckbox";
import type { UserSelection } from "./useUserSelection";

/** The table's first column: a box on each row, named with the user's name. */
export function selectColumn(selection: UserSelection, t: Translate): Column<UsersTabUserFragment> {
  const B = bulkTexts(t);
  return {
    header: B.selectColumn,
    className: "users-select-cell",
    cell: (u) => (
      <SelectUserCheckbox
        label={B.selectRow(u.name)}
        checked={selection.has(u.id)}
        onChange={(on) => selection.set([{ id: u.id, name: u.name }], on)}
      />
    ),
  };
}
