/**
 * The ageing of a statement (issue 31 point 2, decision 038): what is still open at the
 * statement's end, by how many days old each invoice is on that day, counted from its issue
 * date, in buckets 0-30, 31-60, 61-90 and over 90 days. Payments and credit notes not settled
 * against any invoice are the customer's credit on account: the buckets plus the unallocated
 * credit are the closing balance.
 */
export const AGEING_BUCKETS = ['days_0_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both 'YYYY-MM-DD' (calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function ageingBucket(issueDate: string, asOf: string): AgeingBucket {
  const days = Math.max(0, daysBetween(issueDate, asOf));
  if (days <= 30) return 'days_0_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/** Open amounts (minor units) on `asOf`, summed per bucket. */
export function ageOpenInvoices(
  invoices: readonly { issueDate: string; openMinor: number }[],
  asOf: string,
): Record<AgeingBucket, number> {
  const totals: Record<AgeingBucket, number> = {
    days_0_30: 0,
    days_31_60: 0,
    days_61_90: 0,
    over_90: 0,
  };
  for (const invoice of invoices) {
    if (invoice.openMinor > 0) totals[ageingBucket(invoice.issueDate, asOf)] += invoice.openMinor;
  }
  return totals;
}
