/**
 * Quantity tiers in a quote's offer (issue 30 point 2, decision 042): a line's price per
 * quantity break. The line's own price holds below the first break; from each break on, its
 * price. The buyer may choose the quantity of a tiered line when accepting; a line without tiers
 * is ordered at the quantity offered. The server prices the order with this module in the
 * statement's transaction; the quote page shows the same prices.
 */

/** At most this many breaks per line. */
export const MAX_QUOTE_TIERS = 10;

export interface QuoteTier {
  /** From this quantity on (at least 2: a break below the line's own quantity of 1 is its price). */
  min_qty: number;
  price: number;
}

/** Whether the breaks are strictly ascending (each quantity once, the first at least 2). */
export function tiersInOrder(tiers: readonly QuoteTier[]): boolean {
  return tiers.every(
    (tier, index) => tier.min_qty >= 2 && (index === 0 || tiers[index - 1]!.min_qty < tier.min_qty),
  );
}

/** The price of `quantity`: the highest break it reaches, or the line's own price below them. */
export function tieredPrice(price: number, tiers: readonly QuoteTier[], quantity: number): number {
  let chosen = price;
  for (const tier of tiers) if (quantity >= tier.min_qty) chosen = tier.price;
  return chosen;
}

/**
 * The quantity a line is ordered at: the one the buyer chose for a tiered line, otherwise the
 * one offered. Null when the buyer chose another quantity for a line without tiers (refused).
 */
export function orderedQuantity(
  offered: number,
  tiers: readonly QuoteTier[],
  chosen: number | undefined,
): number | null {
  if (chosen === undefined || chosen === offered) return offered;
  return tiers.length > 0 ? chosen : null;
}
