import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { bulkReport, type BulkAction, type BulkReport, type BulkRowResult } from "./bulkReport";
import { bulkTexts } from "./bulkTexts";
import { ProgressTabApproveManyMutation, ProgressTabRejectManyMutation } from "./documents";
import type { RequestSelection } from "./useRequestSelection";

/**
 * Approve or reject every selected request in one call, then: the report of what happened to
 * each, the decided requests out of the selection (the failed ones stay, to try again), and the
 * rows reloaded. A refusal of the whole call (a reason too long) is thrown for its dialog.
 */
export function useBulkDecisions(selection: RequestSelection, refresh: () => void) {
  const texts = bulkTexts(useT());
  // The answers are a report, not rows to keep: nothing of them goes into the cache.
  const [approveMany] = useMutation(ProgressTabApproveManyMutation, { fetchPolicy: "no-cache" });
  const [rejectMany] = useMutation(ProgressTabRejectManyMutation, { fetchPolicy: "no-cache" });
  const [report, setReport] = useState<BulkReport | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const reportRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusRequest > 0) reportRef.current?.focus();
  }, [focusRequest]);

  const finish = (action: BulkAction, results: readonly BulkRowResult[]) => {
    const next = bulkReport(action, [...selection.items.values()], results, texts);
    selection.remove(next.decidedIds);
    setReport(next);
    refresh();
  };

  return {
    report,
    reportRef,
    dismissReport: () => setReport(null),
    /** Moves the focus to the report (once its dialog has closed and given the focus back). */
    focusReport: () => setFocusRequest((n) => n + 1),
    approve: async () => {
      const ids = [...selection.items.keys()];
      const { data } = await approveMany({ variables: { ids } });
      finish("approve", data?.approveTrophyRequests ?? []);
    },
    reject: async (reason: string | null) => {
      const ids = [...selection.items.keys()];
      const { data } = await rejectMany({ variables: { ids, ...(reason ? { reason } : {}) } });
      finish("reject", data?.rejectTrophyRequests ?? []);
    },
  };
}
