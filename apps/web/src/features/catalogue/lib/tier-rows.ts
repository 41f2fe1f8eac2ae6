import type { Product } from '@portal/contract';
import { maxQuantity, minQuantity } from '@/entities/cart/cart-rules.ts';

/** A row of the details' volume pricing table: from this quantity, this unit price. */
export interface TierRow {
  fromQty: number;
  unitPrice: number;
}

/**
 * The buyer's volume pricing of a product (issue 11) as quantities they may order: the product's
 * own price from its minimum when the first tier starts above it, then each tier; a tier below
 * the minimum starts at the minimum (only the last such one applies there), and one above the
 * maximum is left out. None for a product without tiers.
 */
export function tierRows(product: Product): TierRow[] {
  const min = minQuantity(product);
  const tiers = [...product.price_tiers]
    .sort((a, b) => a.min_qty - b.min_qty)
    .filter((tier) => tier.min_qty <= maxQuantity(product));
  if (tiers.length === 0) return [];
  const fromMinimum = tiers.filter((tier) => tier.min_qty <= min).at(-1);
  const above = tiers.filter((tier) => tier.min_qty > min);
  const first: TierRow = fromMinimum
    ? { fromQty: min, unitPrice: fromMinimum.unit_price }
    : { fromQty: min, unitPrice: product.selling_price };
  return [first, ...above.map((tier) => ({ fromQty: tier.min_qty, unitPrice: tier.unit_price }))];
}

/** The row a quantity is priced by: the last one it reaches (the first below the minimum). */
export const currentRowIndex = (rows: readonly TierRow[], quantity: number) =>
  Math.max(
    0,
    rows.findLastIndex((row) => row.fromQty <= quantity),
  );
