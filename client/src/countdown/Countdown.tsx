import { countdownSummary, type CountdownParts } from "./countdown";
import { useCountdown } from "./useCountdown";
import "./countdown.css";

const UNITS: { key: keyof CountdownParts; label: string }[] = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
];

export interface CountdownDisplayProps {
  parts: CountdownParts;
  /** What is counted to, spoken before the time left, e.g. "Group starts in". */
  label?: string;
  className?: string;
}

/**
 * Shows days, hours, minutes and seconds as a labelled list. The wrapper is a `timer`
 * (not a live region, so nothing is re-announced every second) named by a summary to the
 * minute, e.g. "Group starts in 12 days, 3 hours and 4 minutes".
 */
export function CountdownDisplay({ parts, label = "Time left", className }: CountdownDisplayProps) {
  const summary = `${label}: ${countdownSummary(parts)}`;
  return (
    <div className={`countdown${className ? ` ${className}` : ""}`} role="timer" aria-live="off" aria-label={summary}>
      <dl className="countdown-units">
        {UNITS.map(({ key, label: unitLabel }) => (
          <div className="countdown-unit" key={key} data-unit={key}>
            <dt className="countdown-label">{unitLabel}</dt>
            <dd className="countdown-value">{String(parts[key]).padStart(2, "0")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export interface CountdownProps {
  /** Epoch ms to count down to; null shows zeros. */
  targetMs: number | null;
  label?: string;
  className?: string;
}

/** A live countdown to `targetMs`, ticking every second (zeros once past). */
export function Countdown({ targetMs, label, className }: CountdownProps) {
  const parts = useCountdown(targetMs);
  return <CountdownDisplay parts={parts} label={label} className={className} />;
}
