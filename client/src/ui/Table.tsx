import { useId, type ReactNode } from "react";
import "./ui.css";

export interface Column<R> {
  /** The column header's text. */
  header: string;
  /** The cell of one row. */
  cell: (row: R) => ReactNode;
  /** This column names the row (a row header: screen readers read it with every other cell). */
  rowHeader?: boolean;
  /** A class on the column's header and cells (alignment of numbers, say). */
  className?: string;
}

export interface Paging {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Asked for another page (Previous, Next). */
  onPage: (page: number) => void;
  /** A page is loading: Previous and Next wait. */
  busy?: boolean;
}

export interface TableProps<R> {
  /** The table's name, shown above it (its caption). */
  caption: string;
  columns: ReadonlyArray<Column<R>>;
  rows: ReadonlyArray<R>;
  rowKey: (row: R) => string | number;
  /** Shown in the table when there are no rows, e.g. "No members yet." */
  empty: ReactNode;
  /** Previous/Next with "Page x of y" under the table (shown when there is more than one page). */
  paging?: Paging;
}

/** Pages needed for `total` rows of `pageSize` (at least 1, so an empty list is "Page 1 of 1"). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A data table: a caption, column headers (scope="col"), an optional row-header column
 * (scope="row"), an empty state, and paging. On narrow screens it scrolls sideways inside a
 * focusable region named by the caption, so keyboard users can scroll it too.
 */
export function Table<R>({ caption, columns, rows, rowKey, empty, paging }: TableProps<R>) {
  const captionId = `${useId()}-caption`;
  return (
    <div className="ui-table-block">
      <div className="ui-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ui-table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="ui-table-empty" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.header} scope="row" className={c.className}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.header} className={c.className}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && paging.pageCount > 1 && <Pager caption={caption} {...paging} />}
    </div>
  );
}

/**
 * Previous / "Page x of y" / Next. The ends use aria-disabled rather than disabled, so the
 * focus stays on the button just used when it reaches the first or last page.
 */
function Pager({ caption, page, pageCount, onPage, busy }: Paging & { caption: string }) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  const go = (to: number, blocked: boolean) => {
    if (!blocked && !busy) onPage(to);
  };
  return (
    <nav className="ui-pager" aria-label={`${caption} pages`}>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={atFirst || undefined}
        onClick={() => go(page - 1, atFirst)}
      >
        Previous <span className="visually-hidden">page</span>
      </button>
      <p aria-live="polite" aria-busy={busy || undefined}>
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={atLast || undefined}
        onClick={() => go(page + 1, atLast)}
      >
        Next <span className="visually-hidden">page</span>
      </button>
    </nav>
  );
}
