import type { Product } from '@portal/contract';
import { productLinePrice } from '@portal/contract/rules/contract-price';
import { maxQuantity, minQuantity, type SellingSettings } from './cart-rules.ts';

/**
 * What a line says about the buyer's volume tiers (issue 11): the tier its quantity has reached,
 * and what buying more would cost. Both null for a product without tiers.
 */
export interface TierNote {
  /**
   * The volume tier the quantity reached ("Tier price from 10"). A tier every allowed quantity
   * reaches (from the product's minimum or below) is the buyer's flat price, not a volume
   * discount, and is not named.
   */
  reached: { minQty: number } | null;
  /**
   * The next tier down in price the buyer may still order ("Buy 3 more for $4.50 each", "from 10:
   * $4.50"): the units to add, the smallest orderable quantity that reaches it and its unit price.
   */
  next: { more: number; quantity: number; unitPrice: number } | null;
}

/**
 * The smallest quantity the cart accepts at or above `wanted`: at least the minimum, a multiple
 * of it when the company sells by the minimum; null above the maximum.
 */
function orderableFrom(product: Product, wanted: number, settings: SellingSettings) {
  const min = minQuantity(product);
  const atLeast = Math.max(min, wanted);
  const quantity = settings.sellByMinimum ? Math.ceil(atLeast / min) * min : atLeast;
  return quantity <= maxQuantity(product) ? quantity : null;
}

export function tierNote(product: Product, quantity: number, settings: SellingSettings): TierNote {
  const price = productLinePrice(product, quantity);
  const reached =
    price.tier && price.tier.min_qty > minQuantity(product) ? { minQty: price.tier.min_qty } : null;
  if (!price.nextTier) return { reached, next: null };
  const target = orderableFrom(product, price.nextTier.min_qty, settings);
  if (target === null) return { reached, next: null };
  // Rounding up to the selling step may pass the next tier: the price is that of the target.
  const targetPriceCents = productLinePrice(product, target).unitPriceCents;
  // A tier that does not lower the price is nothing to point the buyer to.
  if (targetPriceCents >= price.unitPriceCents) return { reached, next: null };
  return {
    reached,
    next: {
      more: target - quantity,
      quantity: target,
      unitPrice: targetPriceCents / 100,
    },
  };
}
