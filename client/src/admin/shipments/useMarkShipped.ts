import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { ShipmentsMarkShippedMutation } from "./documents";
import { shipTexts } from "./texts";
import { shipReport, type ShipReport } from "./shipReport";
import type { AwardSelection } from "./useAwardSelection";

/**
 * Marks every selected award posted in one call, then: the report of what happened to each (the
 * focus on its summary), the posted awards out of the selection (the failed ones stay, to try
 * again), and the list reloaded. A refusal of the whole call (a day in the future) is thrown for
 * the bar to show beside its input.
 */
export function useMarkShipped(selection: AwardSelection, refresh: () => void) {
  const texts = shipTexts(useT());
  // The answer is a report, not rows to keep: nothing of it goes into the cache.
  const [markShipped] = useMutation(ShipmentsMarkShippedMutation, { fetchPolicy: "no-cache" });
  const [report, setReport] = useState<ShipReport | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const reportRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusRequest > 0) reportRef.current?.focus();
  }, [focusRequest]);

  const mark = async (shippedOn: string, note: string | null) => {
    const awards = [...selection.items.values()];
    const { data } = await markShipped({
      variables: { ids: awards.map((a) => a.id), shippedOn, ...(note ? { note } : {}) },
    });
    const next = shipReport(awards, data?.markAwardsShipped ?? [], texts);
    selection.remove(next.postedIds);
    setReport(next);
    setFocusRequest((n) => n + 1);
    refresh();
  };

  return { report, reportRef, mark };
}
