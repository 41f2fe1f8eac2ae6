import { toCents, unitPriceCents } from './order-money.ts';

/**
 * Contract prices (issue 11): the one rule that picks the unit price of a line, shared by the
 * server, which prices every order line with it from the database, and the web app, which shows
 * the same price before the order is placed.
 */

/**
 * A quantity tier of a price list: from `min_qty` units of one unit of measure, `unit_price`
 * each. Spelt as the API sends it, so that a catalogue answer's tiers go into the rule as they are.
 */
export interface PriceTier {
  min_qty: number;
  unit_price: number;
}

/** The buyer's price list as one line needs it: its validity and its tiers for that product and unit. */
export interface PriceListForLine {
  /** First day the list applies, 'YYYY-MM-DD', inclusive; null: since always. */
  validFrom: string | null;
  /** Last day the list applies, 'YYYY-MM-DD', inclusive; null: for good. */
  validTo: string | null;
  /** The list's entries for the line's product and unit of measure, in any order. */
  tiers: readonly PriceTier[];
}

export interface LinePriceInput {
  /** The product's own price, per its default unit. */
  sellingPrice: number;
  /** Conversion factors of the line's unit and of the product's default unit. */
  unitCf: number;
  defaultUnitCf: number;
  /** Units of the line's unit of measure. */
  quantity: number;
  /** The day the line is priced, 'YYYY-MM-DD'. */
  on: string;
  /** The buyer's price list, or null when the buyer's customer has none. */
  list: PriceListForLine | null;
}

export interface LinePrice {
  unitPriceCents: number;
  /** The tier that set the price; null when the product's own price applies. */
  tier: PriceTier | null;
  /** The next tier above this quantity, if any: what buying more would cost ("from 10: $4.50"). */
  nextTier: PriceTier | null;
}

/** Whether a list applies on a day: both bounds are inclusive, a missing bound is open. */
export function priceListAppliesOn(
  list: Pick<PriceListForLine, 'validFrom' | 'validTo'>,
  on: string,
): boolean {
  return (
    (list.validFrom === null || list.validFrom <= on) &&
    (list.validTo === null || on <= list.validTo)
  );
}

/**
 * The tiers a buyer sees for a product and unit on a day, lowest quantity first (the details'
 * tier table); none when the list does not apply that day.
 */
export function applicableTiers(list: PriceListForLine | null, on: string): PriceTier[] {
  if (!list || !priceListAppliesOn(list, on)) return [];
  // Two tiers of one minimum (refused when written) resolve to the lower price, whatever the order.
  return [...list.tiers].sort((a, b) => a.min_qty - b.min_qty || b.unit_price - a.unit_price);
}

/**
 * A line's unit price: the list's tier with the highest minimum the quantity reaches, when the
 * list applies that day and has one for the line's unit; otherwise the product's own price in
 * that unit (below the lowest tier, a product or unit the list leaves out, no list, a list not
 * yet or no longer valid).
 */
export function linePrice(input: LinePriceInput): LinePrice {
  const tiers = applicableTiers(input.list, input.on);
  const reached = tiers.filter((tier) => tier.min_qty <= input.quantity);
  const tier = reached.at(-1) ?? null;
  const nextTier = tiers.find((candidate) => candidate.min_qty > input.quantity) ?? null;
  const unitPrice = tier
    ? toCents(tier.unit_price)
    : unitPriceCents(input.sellingPrice, input.unitCf, input.defaultUnitCf);
  return { unitPriceCents: unitPrice, tier, nextTier };
}

/** What the catalogue sends of a product's price: its own price and the buyer's tiers. */
export interface PricedProduct {
  selling_price: number;
  /**
   * The tiers of the buyer's price list for the product's default unit, lowest first; the server
   * sends only those of a list that applies today, so none means the product's own price.
   */
  price_tiers: readonly PriceTier[];
}

/**
 * The buyer's price of a quantity of a catalogue product, in its default unit (the unit cards,
 * the cart and the checkout sell in): the same rule the server prices the order line with.
 */
export function productLinePrice(product: PricedProduct, quantity: number): LinePrice {
  return linePrice({
    sellingPrice: product.selling_price,
    unitCf: 1,
    defaultUnitCf: 1,
    quantity,
    on: '',
    list: { validFrom: null, validTo: null, tiers: product.price_tiers },
  });
}
