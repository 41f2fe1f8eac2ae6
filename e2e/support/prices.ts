import type { ApiProduct } from './buyer.ts';

/**
 * What a buyer pays, worked out from the catalogue's answer by the rule issue 11 states rather
 * than by the app's own function: the tier of the buyer's price list with the highest minimum the
 * quantity reaches, else the product's own price.
 */
export function unitPriceCents(
  product: Pick<ApiProduct, 'selling_price' | 'price_tiers'>,
  quantity: number,
): number {
  const reached = product.price_tiers
    .filter((tier) => tier.min_qty <= quantity)
    .sort((a, b) => b.min_qty - a.min_qty)[0];
  return Math.round((reached?.unit_price ?? product.selling_price) * 100);
}

/** A line's total in cents: the quantity at its unit price. */
export const lineCents = (
  product: Pick<ApiProduct, 'selling_price' | 'price_tiers'>,
  quantity: number,
) => unitPriceCents(product, quantity) * quantity;

/**
 * An amount as a reader of the language writes it, by the browser's own rules rather than the
 * app's function: "518,40 $" in French.
 */
export const moneyIn = (language: string, amount: number) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);

/** An amount in cents as the app shows it in English ($1,234.50). */
export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
