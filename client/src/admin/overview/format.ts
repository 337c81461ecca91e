import { formatNumber } from "../../i18n/format";

/**
 * "$1,234.50" ("1234,50 US$" in Spanish) from a Money string ("1234.5", "1234.50", "-3.00"): grouped
 * dollars and exactly two decimals in the active language, read from the digits (never through a
 * binary float). Anything else is shown as it came.
 */
export function formatMoney(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ""] = match;
  const cents = (fraction + "00").slice(0, 2);
  // Intl formats a decimal string exactly, every digit kept (its type only names numbers)
  return formatNumber(`${sign}${whole}.${cents}` as unknown as number, { style: "currency", currency: "USD", minimumFractionDigits: 2 });
}

/** "1,234" ("1234", "12.340" in Spanish) */
export function formatCount(n: number): string {
  return formatNumber(n);
}

/** A whole percentage of part in total (0 when total is 0), between 0 and 100. */
export function percent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / total) * 100)));
}
