import {
  checkOrderQuantity,
  effectiveMaximum,
  fitsAmountColumn,
  linePrice,
  lineTotalCents,
  type CreateOrderInput,
  type PriceListForLine,
  type PriceTier,
} from '@portal/contract';
import type { FieldMessage } from '../../lib/app-error.ts';

/**
 * Turns the requested lines into priced lines, or into the per-field problems of each line.
 * Pure: the service reads the units from the database and writes what this returns.
 */
export interface UnitForSale {
  puom_id: number;
  product_id: number;
  part_number: string;
  description: string;
  uom_code: string;
  selling_price: number;
  cf: number;
  /** The cf of the product's default unit, in which selling_price is given; null when none. */
  default_cf: number | null;
  min_order_qty: number;
  max_order_qty: number;
  /** The customer's price-list tiers for this product and unit; null without a list. */
  price_tiers: readonly PriceTier[] | null;
}

/** The customer's price list (its dates) and the day the order is priced on. */
export interface LinePricing {
  list: Omit<PriceListForLine, 'tiers'> | null;
  on: string;
}

export interface PricedLine {
  lineNo: number;
  unit: UnitForSale;
  saleQty: number;
  priceCents: number;
  lineTotalCents: number;
  comment: string | null;
}

export type FieldProblems = Record<string, FieldMessage[]>;

export interface PricingResult {
  lines: PricedLine[];
  totalCents: number;
  problems: FieldProblems;
}

export function priceOrderLines(
  items: CreateOrderInput['items'],
  units: ReadonlyMap<number, UnitForSale>,
  sellByMinimum: boolean,
  pricing: LinePricing,
): PricingResult {
  const problems: FieldProblems = {};
  const lines: PricedLine[] = [];
  // The cap is per product and order: splitting a product over several lines must not pass it.
  const orderedByProduct = new Map<number, number>();
  let totalCents = 0;

  items.forEach((item, index) => {
    const unit = units.get(item.puom_id);
    if (!unit) {
      problems[`items.${index}.puom_id`] = [{ key: 'orders.productUnavailable' }];
      return;
    }
    const limits = {
      minOrderQty: unit.min_order_qty,
      maxOrderQty: unit.max_order_qty,
      sellByMinimum,
    };
    const check = checkOrderQuantity(item.sale_qty, limits, unit.description);
    const soFar = (orderedByProduct.get(unit.product_id) ?? 0) + item.sale_qty;
    orderedByProduct.set(unit.product_id, soFar);
    const max = effectiveMaximum(unit.max_order_qty);
    if (!check.ok) {
      problems[`items.${index}.sale_qty`] = [{ key: check.key, params: check.params }];
      return;
    }
    if (max !== null && soFar > max) {
      problems[`items.${index}.sale_qty`] = [{ key: 'orders.maxQuantity', params: { max } }];
      return;
    }
    // The contract's rule, as the web app shows it: the client's price is never read.
    const { unitPriceCents: priceCents } = linePrice({
      sellingPrice: unit.selling_price,
      unitCf: unit.cf,
      defaultUnitCf: unit.default_cf ?? 1,
      quantity: item.sale_qty,
      on: pricing.on,
      list: pricing.list && { ...pricing.list, tiers: unit.price_tiers ?? [] },
    });
    const line = { priceCents, quantity: item.sale_qty };
    const lineCents = lineTotalCents(line);
    if (!fitsAmountColumn(priceCents) || !fitsAmountColumn(lineCents)) {
      problems[`items.${index}.sale_qty`] = [{ key: 'orders.totalTooLarge' }];
      return;
    }
    totalCents += lineCents;
    lines.push({
      lineNo: index + 1,
      unit,
      saleQty: item.sale_qty,
      priceCents,
      lineTotalCents: lineCents,
      comment: item.comment?.trim() || null,
    });
  });

  if (Object.keys(problems).length === 0 && !fitsAmountColumn(totalCents)) {
    problems['items'] = [{ key: 'orders.totalTooLarge' }];
  }
  return { lines, totalCents, problems };
}
