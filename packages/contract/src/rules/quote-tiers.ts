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

/**
 * Breaks as staff type them, "500: 9.00, 1000: 8.50" (a comma, a semicolon or a new line between
 * breaks; a colon or an equals sign inside one). An unreadable break becomes NaN values, which
 * the offer's schema refuses with the field's message; an empty text is no breaks.
 */
export function parseTiers(text: string): QuoteTier[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(\d+)\s*[:=]\s*(\d+(?:\.\d+)?)$/.exec(part);
      return match
        ? { min_qty: Number(match[1]), price: Number(match[2]) }
        : { min_qty: Number.NaN, price: Number.NaN };
    });
}

/** The breaks as `parseTiers` reads them back. */
export const tiersText = (tiers: readonly QuoteTier[]): string =>
  tiers.map((tier) => `${tier.min_qty}: ${tier.price}`).join(', ');
