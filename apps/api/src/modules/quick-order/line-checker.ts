import {
  checkOrderQuantity,
  effectiveMaximum,
  quantityFix,
  translate,
  type Language,
  type LineProblem,
  type MessageKey,
  type MessageParams,
  type Product,
} from '@portal/contract';

/**
 * The one checker of lines named outside the cart (issue 12): a quick-order paste, a past
 * order's lines (reorder) and a saved list's lines. Pure: the callers read the buyer's product
 * cards (priced with the buyer's tiers) and the b2b_sell_minimum setting, and map the verdicts
 * to their answers. The quantity rule is the cart's and the order's (rules/order-quantity.ts);
 * this adds the fix a buyer can apply in one click and the unit and availability checks.
 */
export interface LineToCheck {
  /** The part number as the answer names the line. */
  partNumber: string;
  /** In the product's default unit. */
  quantity: number;
  /** The unit the line names, if any; only the product's default unit is sold. */
  uomCode?: string | null;
  /** The buyer's card of the product, or null when the line names none that can be sold. */
  product: Product | null;
  /** Why `product` is null: a part number that matches nothing, or a product gone since. */
  missing?: 'unknown' | 'unavailable';
}

export interface CheckRules {
  sellByMinimum: boolean;
  /** The language of the problems' texts (the request's). */
  language: Language;
}

export interface LineVerdict {
  product: Product | null;
  problems: LineProblem[];
  outOfStock: boolean;
}

function problem(
  language: Language,
  key: MessageKey,
  params: MessageParams,
  fix: number | null = null,
): LineProblem {
  return {
    key,
    params,
    message: translate(language, key, params),
    fix: fix === null ? null : { quantity: fix },
  };
}

/** A product the cart cannot sell: no default unit to put on an order line. */
const sellable = (product: Product | null): product is Product =>
  product !== null && product.default_puom_id !== null;

/**
 * Checks each line, in order. Several lines of one product share its cap, as the order's lines
 * do (order-lines.ts): a line that takes the product past it is refused, with what is left as
 * the fix.
 */
export function checkLines(lines: readonly LineToCheck[], rules: CheckRules): LineVerdict[] {
  const { language, sellByMinimum } = rules;
  const orderedByProduct = new Map<number, number>();
  return lines.map((line) => {
    const { product, quantity, partNumber } = line;
    if (!sellable(product)) {
      const key =
        line.missing === 'unknown' && product === null
          ? 'quickOrder.unknownPartNumber'
          : 'quickOrder.productUnavailable';
      return {
        product: null,
        problems: [problem(language, key, { partNumber })],
        outOfStock: false,
      };
    }
    const problems: LineProblem[] = [];
    const uom = line.uomCode?.trim();
    if (uom && uom.toUpperCase() !== product.uom_code.toUpperCase()) {
      problems.push(problem(language, 'quickOrder.unitNotSold', { uom, unit: product.uom_code }));
    }
    const limits = {
      minOrderQty: product.min_order_qty,
      maxOrderQty: product.max_order_qty,
      sellByMinimum,
    };
    const check = checkOrderQuantity(quantity, limits, product.description);
    const before = orderedByProduct.get(product.id) ?? 0;
    orderedByProduct.set(product.id, before + quantity);
    const max = effectiveMaximum(product.max_order_qty);
    if (!check.ok) {
      problems.push(problem(language, check.key, check.params, quantityFix(quantity, limits)));
    } else if (max !== null && before + quantity > max) {
      // What the product's earlier lines leave of its cap, on the step, if that is a quantity.
      const remaining = max - before;
      const left =
        remaining >= 1 ? quantityFix(remaining + 1, { ...limits, maxOrderQty: remaining }) : null;
      problems.push(problem(language, 'orders.maxQuantity', { max }, left));
    }
    return { product, problems, outOfStock: product.available < quantity };
  });
}
