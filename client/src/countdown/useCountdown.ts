import { useEffect, useState } from "react";
import { countdownParts, ZERO_PARTS, type CountdownParts } from "./countdown";

/** How often countdowns tick (spec 9: every 1 s). */
export const TICK_MS = 1000;

/**
 * The current time in epoch ms, refreshed every `tickMs` while `active`. The interval is
 * cleared on unmount and whenever `active` turns false.
 */
export function useNow(active = true, tickMs: number = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [active, tickMs]);
  return now;
}

/**
 * Days, hours, minutes and seconds left until `targetMs`, ticking every second. Zeros when
 * `targetMs` is null or past; it stops ticking once the target is reached.
 */
export function useCountdown(targetMs: number | null): CountdownParts {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (targetMs === null || Date.now() >= targetMs) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= targetMs) window.clearInterval(id);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [targetMs]);
  return targetMs === null ? { ...ZERO_PARTS } : countdownParts(targetMs, now);
}
