import type { PriceListTiers } from '../pricing/price-list-tiers.ts';

/** How the answer's schema writes a product without tiers: the slot a list's tiers go into. */
const EMPTY_TIERS = '"price_tiers":[]';

/**
 * A catalogue answer of the products' own prices, serialised once and kept in the cache, that a
 * buyer with a price list receives with their list's tiers written into each product's
 * `price_tiers`, without another read of the page (decision 016).
 *
 * Writing into the text is safe: inside a JSON string a quote is always escaped, so the only
 * unescaped `"price_tiers":[]` are the products' own fields, one per product in the order the
 * serialiser writes them, which `products` follows (the main product, then its mini cards).
 */

/** What picks a product's tiers: the product, and its default unit's code (its card's). */
export interface PricedProduct {
  id: number;
  uom_code: string;
}
export class PriceableAnswer {
  readonly body: string;
  /** Where each product's empty tiers list opens, in `body`. */
  readonly #slots: readonly number[];
  readonly #products: readonly PricedProduct[];

  private constructor(body: string, slots: readonly number[], products: readonly PricedProduct[]) {
    this.body = body;
    this.#slots = slots;
    this.#products = products.map(({ id, uom_code }) => ({ id, uom_code }));
  }

  /**
   * The answer kept for `body`, or null when its products cannot be told apart in the text (a
   * slot count that differs from the products': the caller reads priced answers instead).
   */
  static of(body: string, products: readonly PricedProduct[]): PriceableAnswer | null {
    const slots: number[] = [];
    for (let at = body.indexOf(EMPTY_TIERS); at >= 0; at = body.indexOf(EMPTY_TIERS, at + 1)) {
      slots.push(at + EMPTY_TIERS.length - 2);
    }
    return slots.length === products.length ? new PriceableAnswer(body, slots, products) : null;
  }

  /** Memory held, for the cache's bound: the text in two bytes a character, and the slots. */
  get approximateBytes(): number {
    return 2 * this.body.length + 64 * this.#slots.length;
  }

  /** The answer with each product's tiers of `tiers` (none keeps the product's own price). */
  pricedWith(tiers: PriceListTiers): string {
    const parts: string[] = [];
    let copied = 0;
    this.#slots.forEach((slot, index) => {
      const product = this.#products[index]!;
      const json = tiers.tiersJson(product.id, product.uom_code);
      if (json === '[]') return;
      parts.push(this.body.slice(copied, slot), json);
      copied = slot + 2;
    });
    if (copied === 0) return this.body;
    parts.push(this.body.slice(copied));
    return parts.join('');
  }
}
