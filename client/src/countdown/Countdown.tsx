import { msg, useT, type Message } from "../i18n";
import { countdownSummary, type CountdownParts } from "./countdown";
import { useCountdown } from "./useCountdown";
import "./countdown.css";

const UNITS: { key: keyof CountdownParts; label: Message }[] = [
  { key: "days", label: msg("countdown.unit.days") },
  { key: "hours", label: msg("countdown.unit.hours") },
  { key: "minutes", label: msg("countdown.unit.minutes") },
  { key: "seconds", label: msg("countdown.unit.seconds") },
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
export function CountdownDisplay({ parts, label, className }: CountdownDisplayProps) {
  const t = useT();
  const summary = t("countdown.summary", { label: label ?? t("countdown.timeLeft"), left: countdownSummary(parts, t) });
  return (
    <div className={`countdown${className ? ` ${className}` : ""}`} role="timer" aria-live="off" aria-label={summary}>
      <dl className="countdown-units">
        {UNITS.map(({ key, label: unitLabel }) => (
          <div className="countdown-unit" key={key} data-unit={key}>
            <dt className="countdown-label">{t(unitLabel)}</dt>
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
