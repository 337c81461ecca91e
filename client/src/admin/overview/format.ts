/**
 * "$1,234.50" from a Money string ("1234.5", "1234.50", "-3.00"): grouped dollars and exactly
 * two decimals, read from the digits (never through a binary float). Anything else is shown as
 * it came.
 */
export function formatMoney(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ""] = match;
  const cents = (fraction + "00").slice(0, 2);
  const grouped = BigInt(whole).toLocaleString("en-US");
  return `${sign}$${grouped}.${cents}`;
}

/** "1,234" */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** A whole percentage of part in total (0 when total is 0), between 0 and 100. */
export function percent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / total) * 100)));
}
