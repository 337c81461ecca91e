import { useId, type ReactNode } from "react";
import { Trans, useT } from "../i18n";
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
  /**
   * The cell's full text, for a long value (an email address): on a wide screen the cell is cut to
   * one line with an ellipsis, and shows in full on hover (its title too) and while the row has the
   * focus; screen readers always read all of it.
   */
  fullText?: (row: R) => string;
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

/** One cell's content: cut to one line when the column gives its full text. */
function cellContent<R>(c: Column<R>, row: R): ReactNode {
  if (!c.fullText) return c.cell(row);
  return (
    <span className="ui-table-truncate" title={c.fullText(row)}>
      {c.cell(row)}
    </span>
  );
}

/**
 * A data table: a caption, column headers (scope="col"), an optional row-header column
 * (scope="row"), an empty state, and paging. On a phone (under 600 px) every row is a card of
 * its cells, each with its column's name (data-label, drawn by CSS and silent to screen readers,
 * which have the headers), so nothing scrolls sideways and a row's actions are on screen. The
 * roles are written out because a table drawn as blocks loses them in some browsers. Wider, a
 * table too wide still scrolls inside a focusable region named by the caption.
 */
export function Table<R>({ caption, columns, rows, rowKey, empty, paging }: TableProps<R>) {
  const captionId = `${useId()}-caption`;
  return (
    <div className="ui-table-block">
      <div className="ui-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ui-table" role="table">
          <caption id={captionId}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th key={c.header} scope="col" role="columnheader" className={c.className}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td className="ui-table-empty" role="cell" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} role="row">
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.header} scope="row" role="rowheader" className={c.className} data-label={c.header}>
                        {cellContent(c, row)}
                      </th>
                    ) : (
                      <td key={c.header} role="cell" className={c.className} data-label={c.header}>
                        {cellContent(c, row)}
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
  const t = useT();
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  const go = (to: number, blocked: boolean) => {
    if (!blocked && !busy) onPage(to);
  };
  return (
    <nav className="ui-pager" aria-label={t("ui.table.pages", { caption })}>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={atFirst || undefined}
        onClick={() => go(page - 1, atFirst)}
      >
        <Trans id="ui.table.previous" components={{ 0: <span className="visually-hidden" /> }} />
      </button>
      <p aria-live="polite" aria-busy={busy || undefined}>
        {t("ui.table.pageOf", { page, pageCount })}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={atLast || undefined}
        onClick={() => go(page + 1, atLast)}
      >
        <Trans id="ui.table.next" components={{ 0: <span className="visually-hidden" /> }} />
      </button>
    </nav>
  );
}
