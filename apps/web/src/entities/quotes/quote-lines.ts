import type { CartItem } from '@/entities/cart/cart-rules.ts';

/** A catalogue line of a quote request: a product's unit, a quantity, the buyer's comment. */
export interface CatalogueQuoteLine {
  puom_id: number;
  quantity: number;
  comment: string | null;
}

/** Where a request's catalogue lines come from (the dialog says so). */
export type QuoteSource = 'cart' | 'list' | 'quickOrder';

const commentOf = (text: string | null | undefined) =>
  text === null || text === undefined || text.trim() === '' ? null : text;

/** Lines of products in their default unit (the cart's, a saved list's); a product without one is left out. */
export function quoteLinesOf(
  items: readonly {
    product: { default_puom_id: number | null } | null;
    quantity: number;
    comment?: string | null;
  }[],
): CatalogueQuoteLine[] {
  return items.flatMap((item) =>
    item.product?.default_puom_id == null
      ? []
      : [
          {
            puom_id: item.product.default_puom_id,
            quantity: item.quantity,
            comment: commentOf(item.comment),
          },
        ],
  );
}

/** The cart's lines as a request's. */
export const cartQuoteLines = (items: readonly CartItem[]) => quoteLinesOf(items);
