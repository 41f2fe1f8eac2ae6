/**
 * Money of an order, computed in integer cents so that sums never drift (0.1 + 0.2). Prices are
 * numeric(12,2) in the database and JSON numbers in the API; these helpers are the only place
 * that turns one into the other for orders.
 */

/** The largest amount a numeric(12,2) column holds, in cents. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * The price of one unit of a product in a unit of measure: the selling price is per default
 * unit, so a box of 12 (cf 12) of a product sold by the each (cf 1) costs 12 times as much.
 * Rounded to the cent, half away from zero on the exact decimal value.
 */
export function unitPriceCents(
  sellingPrice: number,
  unitCf: number,
  defaultUnitCf: number,
): number {
  if (!(unitCf > 0) || !(defaultUnitCf > 0)) throw new RangeError('conversion factors must be > 0');
  if (unitCf === defaultUnitCf) return toCents(sellingPrice);
  // cf has up to 4 decimals: scale everything to integers before dividing, to round only once.
  const priceCents = toCents(sellingPrice);
  const unit = Math.round(unitCf * 10_000);
  const base = Math.round(defaultUnitCf * 10_000);
  return Math.round((priceCents * unit) / base);
}

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

export const lineTotalCents = (line: PricedLine): number => line.priceCents * line.quantity;

export function orderTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Line totals and the order total of lines priced in currency units, summed in cents. */
export function orderTotals(lines: readonly { price: number; quantity: number }[]): {
  lineTotals: number[];
  total: number;
} {
  const priced = lines.map((line) => ({
    priceCents: toCents(line.price),
    quantity: line.quantity,
  }));
  return {
    lineTotals: priced.map((line) => fromCents(lineTotalCents(line))),
    total: fromCents(orderTotalCents(priced)),
  };
}

/** Whether an amount fits the numeric(12,2) columns of orders and order lines. */
export const fitsAmountColumn = (cents: number): boolean =>
  Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_AMOUNT_CENTS;
