/**
 * Money of invoices and the ledger (issue 31, decision 038). Amounts travel as JSON numbers and
 * are numeric in the database, as the orders' (order-money.ts); here they are turned into integer
 * minor units of their currency (cents, or yen, or fils) so that sums never drift, and an amount
 * with more decimals than its currency has is refused rather than rounded.
 */

/** The largest amount a numeric(15,3) column holds, in currency units. */
export const MAX_LEDGER_AMOUNT = 999_999_999_999;

const decimalsByCurrency = new Map<string, number>();

/** Whether the runtime knows the ISO 4217 code (a typed code may not be one). */
export function isCurrency(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

/** How many decimals the currency has: USD 2, JPY 0, KWD 3 (the runtime's ISO data). */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

/** The amount in minor units, or null when it has more decimals than the currency. */
export function toMinorUnits(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount)) return null;
  const scale = 10 ** currencyDecimals(currency);
  const minor = Math.round(amount * scale);
  // 0.1 * 100 is 10.000000000000002: compare with a tolerance far below one minor unit.
  if (Math.abs(minor - amount * scale) > 1e-6 * Math.max(1, Math.abs(minor))) return null;
  return Number.isSafeInteger(minor) ? minor : null;
}

export const fromMinorUnits = (minor: number, currency: string): number =>
  minor / 10 ** currencyDecimals(currency);

/** Whether the amount has at most the currency's decimals and fits the ledger's columns. */
export function isCurrencyAmount(amount: number, currency: string): boolean {
  const minor = toMinorUnits(amount, currency);
  return minor !== null && Math.abs(amount) <= MAX_LEDGER_AMOUNT;
}

export interface InvoiceLineAmounts {
  quantity: number;
  unitPrice: number;
}

export interface InvoiceTotals {
  lineTotals: number[];
  subtotal: number;
  taxTotal: number;
  total: number;
}

/**
 * Line totals (quantity × unit price, rounded half away from zero to the currency's minor unit)
 * and the invoice's totals, in currency units. Quantities may have up to three decimals (a
 * length, a weight), so each line is rounded once, after the multiplication.
 */
export function invoiceTotals(
  lines: readonly InvoiceLineAmounts[],
  taxes: readonly number[],
  currency: string,
): InvoiceTotals {
  const scale = 10 ** currencyDecimals(currency);
  const lineMinor = lines.map((line) => {
    const quantityMilli = Math.round(line.quantity * 1000);
    const priceMinor = Math.round(line.unitPrice * scale);
    const exact = (quantityMilli * priceMinor) / 1000;
    return Math.sign(exact) * Math.round(Math.abs(exact));
  });
  const subtotal = lineMinor.reduce((sum, minor) => sum + minor, 0);
  const taxTotal = taxes.reduce((sum, tax) => sum + Math.round(tax * scale), 0);
  return {
    lineTotals: lineMinor.map((minor) => minor / scale),
    subtotal: subtotal / scale,
    taxTotal: taxTotal / scale,
    total: (subtotal + taxTotal) / scale,
  };
}
