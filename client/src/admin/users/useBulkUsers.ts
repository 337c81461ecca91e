import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { UserBulkAction } from "../../gql/graphql";
import { useT } from "../../i18n";
import { bulkReport, type BulkReport } from "./bulkReport";
import { UsersTabBulkUpdateUsersMutation } from "./documents";
import type { UserSelection } from "./useUserSelection";

/**
 * The bulk actions on the selected users: `run` sends one (a refusal of the whole call rejects,
 * for its dialog to show) and answers its report; `finish` shows the report, clears the
 * selection and loads the list again.
 */
export function useBulkUsers(selection: UserSelection, refetch: () => Promise<unknown>) {
  const t = useT();
  const [bulkUpdate] = useMutation(UsersTabBulkUpdateUsersMutation);
  const [report, setReport] = useState<BulkReport | null>(null);

  const run = async (action: UserBulkAction, groupId?: string): Promise<BulkReport> => {
    const users = [...selection.items.values()];
    const { data } = await bulkUpdate({
      variables: { ids: users.map((u) => u.id), action, ...(groupId ? { groupId } : {}) },
    });
    if (!data) throw new Error("no answer");
    return bulkReport(action, users, data.bulkUpdateUsers, t);
  };

  const finish = (done: BulkReport) => {
    setReport(done);
    selection.clear();
    void refetch().catch(() => {});
  };

  return { report, run, finish };
}
