export {
  countdownParts,
  countdownSummary,
  countdownTarget,
  endOfCalendarDateMs,
  startOfCalendarDateMs,
  ZERO_PARTS,
  type CountdownKind,
  type CountdownParts,
  type CountdownTarget,
} from "./countdown";
export { TICK_MS, useCountdown, useNow } from "./useCountdown";
export { Countdown, CountdownDisplay, type CountdownDisplayProps, type CountdownProps } from "./Countdown";
