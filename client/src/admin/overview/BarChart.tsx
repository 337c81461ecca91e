import { useId } from "react";

export interface Bar {
  key: string;
  /** What the bar is about, shown beside it. */
  label: string;
  /** The bar's length, 0 to 100 (% of the track). */
  percent: number;
  /** The numbers, shown beside the bar (never the bar alone). */
  valueText: string;
}

export interface BarChartProps {
  title: string;
  /** One sentence on what the bars measure (read with the chart). */
  description: string;
  bars: readonly Bar[];
  /** Shown when there are no bars. */
  empty: string;
  /**
   * Whether a long chart scrolls inside a box of its own (true, for lists that grow, like the
   * groups) or shows every bar (false, for a short fixed list, like the eight milestones).
   */
  scroll?: boolean;
}

/**
 * A small horizontal bar chart as a list: every bar has its label and its numbers in text, so
 * the bars only add a picture (they are hidden from screen readers, which read the text).
 * Long charts scroll inside a focusable region, unless `scroll` is false.
 */
export function BarChart({ title, description, bars, empty, scroll = true }: BarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <figure className="admin-chart" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <figcaption>
        <h3 id={titleId}>{title}</h3>
        <p id={descriptionId} className="muted">
          {description}
        </p>
      </figcaption>
      {bars.length === 0 ? (
        <p>{empty}</p>
      ) : scroll ? (
        <div className="admin-chart-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <BarList bars={bars} />
        </div>
      ) : (
        <BarList bars={bars} />
      )}
    </figure>
  );
}

function BarList({ bars }: { bars: readonly Bar[] }) {
  return (
    <ul className="admin-chart-bars">
      {bars.map((bar) => (
        <li key={bar.key} className="admin-chart-row">
          <span className="admin-chart-label">{bar.label}</span>
          <span className="admin-chart-track" aria-hidden="true">
            <span className="admin-chart-fill" style={{ width: `${bar.percent}%` }} />
          </span>
          <span className="admin-chart-value">{bar.valueText}</span>
        </li>
      ))}
    </ul>
  );
}
