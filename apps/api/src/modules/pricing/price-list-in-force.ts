import { priceListAppliesOn } from '@portal/contract';
import type { PriceListValidity } from '../../core/callers.ts';

/**
 * The day a price is decided on, 'YYYY-MM-DD' in UTC: the catalogue shows and the order charges
 * the prices of the same day, whichever instance answers.
 */
export const pricingDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The price list that prices a member's catalogue and orders: the customer's list when it
 * applies on `day` (the contract's rule), else null and the products' own prices apply.
 */
export function priceListInForce(
  list: PriceListValidity | null,
  day: string = pricingDay(),
): number | null {
  return list !== null && priceListAppliesOn(list, day) ? list.id : null;
}

/** Tags what was read with a price list (answers, session checks), for its 'price-list-changed'. */
export const priceListTag = (tenantId: number, priceListId: number): string =>
  `price-list:${tenantId}:${priceListId}`;
