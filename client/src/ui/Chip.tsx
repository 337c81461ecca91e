import "./ui.css";

/** The chip's tone: only adds to the word, which is always shown. */
export type ChipTone = "neutral" | "info" | "success" | "warning" | "danger";

export interface ChipProps {
  /** The status word ("Active", "Pending", "Rejected"): always shown, so colour is never the only signal. */
  children: string;
  tone?: ChipTone;
}

/** A status chip: a short word in a rounded outline, tinted by its tone. */
export function Chip({ children, tone = "neutral" }: ChipProps) {
  return <span className={`ui-chip ui-chip-${tone}`}>{children}</span>;
}
