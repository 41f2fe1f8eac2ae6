import { z } from 'zod';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from './catalogue-limits.ts';
import { idParam, paged, pageQuery, queryFlag, tenantCode } from './common.ts';
import { shownAttribute } from './product-attribute-answers.ts';

export * from './catalogue-limits.ts';

export const category = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  category: z.string(),
});
export type Category = z.infer<typeof category>;
export const categoryList = paged(category);
export type CategoryList = z.infer<typeof categoryList>;
export const categoryQuery = z.object({ page: pageQuery });

/** What a card (and a mini-card) needs to show and sell a product. */
export const product = z.object({
  id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  primary_image: z.string(),
  selling_price: z.number(),
  available: z.number(),
  uom_code: z.string(),
  cf: z.number(),
  min_order_qty: z.number().int(),
  max_order_qty: z.number().int(),
  default_puom_id: z.number().int().nullable(),
  /**
   * The signed-in buyer's tiers for the default unit (issue 11), lowest minimum first: those of
   * the customer's price list when it applies today, else none and selling_price applies.
   * Price a quantity with productLinePrice (rules/contract-price.ts), as the server does.
   */
  price_tiers: z.array(z.object({ min_qty: z.number().int(), unit_price: z.number() })),
});
export type Product = z.infer<typeof product>;

export const productDetails = product.extend({
  categories_names: z.array(z.string()),
  additional_info: z.string().nullable(),
  related_products: z.array(product),
  complementary_products: z.array(product),
  /** Its attributes' values in the attributes' order (issue 32 point 4). */
  attributes: z.array(shownAttribute),
});
export type ProductDetails = z.infer<typeof productDetails>;

/**
 * A search that found nothing is run again with each word that matches nothing replaced by the
 * closest word of the catalogue; the answer then names the words it searched for
 * ("Showing results for ..."). Absent when the search was run as typed.
 */
const correctedSearch = { corrected_search: z.string().optional() };

export const productList = paged(product).extend(correctedSearch);
export type ProductList = z.infer<typeof productList>;
export const productDetailsResponse = z.object({ data: z.array(productDetails) });
export type ProductDetailsResponse = z.infer<typeof productDetailsResponse>;

const searchQuery = z
  .string()
  .max(MAX_SEARCH_LENGTH, { error: 'validation.searchTooLong' })
  .optional()
  .default('');

/**
 * `ids=3,17,42`: those products, in list order, whatever else the query says: how the cart reads
 * its lines' products again. Ids that are not active products of the tenant are left out.
 */
const productIds = z
  .string()
  .max(MAX_PRODUCT_IDS * 11, { error: 'validation.invalidId' })
  .transform((text, ctx) => {
    const parts = text.split(',');
    const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : NaN));
    if (ids.some((id) => !(id >= 1 && id <= 2_147_483_647)) || ids.length > MAX_PRODUCT_IDS) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalidId' });
      return z.NEVER;
    }
    return [...new Set(ids)].sort((a, b) => a - b);
  })
  .optional();

export const productQuery = z.object({
  page: pageQuery,
  per_page: z.coerce
    .number({ error: 'validation.invalidPageSize' })
    .int({ error: 'validation.invalidPageSize' })
    .min(1, { error: 'validation.invalidPageSize' })
    .max(MAX_PRODUCT_PAGE_SIZE, { error: 'validation.invalidPageSize' })
    .default(DEFAULT_PRODUCT_PAGE_SIZE),
  search: searchQuery,
  /** Search for the words as typed: no word is corrected ("Search instead for ..."). */
  exact: queryFlag.optional(),
  categoryId: idParam.optional(),
  ids: productIds,
});
export type ProductQuery = z.input<typeof productQuery>;

export const browseQuery = productQuery.omit({ per_page: true, ids: true });
export type BrowseQuery = z.input<typeof browseQuery>;

/** The guest catalogue: no price, stock or quantity field at all. */
export const guestProduct = z.object({
  id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  primary_image: z.string(),
});
export type GuestProduct = z.infer<typeof guestProduct>;

export const browseProductList = paged(guestProduct).extend({
  ...correctedSearch,
  manufacturer_name: z.string(),
  manufacturer_logo_url: z.string().nullable(),
  manufacturer_code: z.string(),
});
export type BrowseProductList = z.infer<typeof browseProductList>;

export const productParams = z.object({ code: tenantCode, productId: idParam });
