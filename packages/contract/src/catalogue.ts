import { z } from 'zod';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  MAX_FILTER_PRICE,
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from './catalogue-limits.ts';
import { idParam, paged, pageQuery, queryFlag, tenantCode } from './common.ts';
import { shownAttribute } from './product-attribute-answers.ts';
import { MAX_FACET_FILTER_LENGTH, parseFacetFilter } from './rules/facet-filter.ts';

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

/** `filter=12:3,5;14:yes` (rules/facet-filter.ts): the attribute values chosen beside the list. */
const facetFilter = z
  .string()
  .max(MAX_FACET_FILTER_LENGTH, { error: 'validation.invalidFilter' })
  .transform((text, ctx) => {
    const selections = parseFacetFilter(text);
    if (selections === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalidFilter' });
      return z.NEVER;
    }
    return selections;
  })
  .optional();

/** A price filter: at least 0 and at most MAX_FILTER_PRICE (prices are numeric(12,2)). */
const filterPrice = z.coerce
  .number({ error: 'validation.invalidPrice' })
  .min(0, { error: 'validation.invalidPrice' })
  .max(MAX_FILTER_PRICE, { error: 'validation.invalidPrice' })
  .optional();

/**
 * The orders a list can be read in. Relevance is a search's own order (the list order without
 * one); prices are the buyer's own (their price list's included), so visitors have neither.
 */
export const PRODUCT_SORTS = ['relevance', 'part_number', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const GUEST_PRODUCT_SORTS = ['relevance', 'part_number'] as const;

/** What narrows a list besides its search and category (issue 32 point 3, decision 044). */
const narrowing = {
  filter: facetFilter,
  /** Only products with stock. */
  in_stock: queryFlag.optional(),
  /** The buyer's own price of the first unit they can order, from and up to (inclusive). */
  price_min: filterPrice,
  price_max: filterPrice,
  sort: z.enum(PRODUCT_SORTS, { error: 'validation.invalidValue' }).optional(),
};

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
  ...narrowing,
});
export type ProductQuery = z.input<typeof productQuery>;

/** Visitors narrow by category and attributes only: no price or stock is theirs to see. */
export const browseQuery = productQuery
  .omit({ per_page: true, ids: true, in_stock: true, price_min: true, price_max: true })
  .extend({ sort: z.enum(GUEST_PRODUCT_SORTS, { error: 'validation.invalidValue' }).optional() });
export type BrowseQuery = z.input<typeof browseQuery>;

/** The facets of a list: what narrows it, without the page or the order. */
export const facetQuery = productQuery.omit({ page: true, per_page: true, ids: true, sort: true });
export type FacetQuery = z.input<typeof facetQuery>;
export const browseFacetQuery = browseQuery.omit({ page: true, sort: true });
export type BrowseFacetQuery = z.input<typeof browseFacetQuery>;

/** A value to choose and the products it would leave, with the other facets' choices applied. */
const facetValue = z.object({
  /** As the `filter` parameter spells it: an option id, `yes`/`no`, or a number. */
  value: z.string(),
  /** An option in the reader's language; a number or `yes`/`no` as the value (the screen words them). */
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValue>;

const attributeFacet = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['options', 'number', 'yes_no']),
  /** A number's unit ("mm"); null for other kinds. */
  unit: z.string().nullable(),
  values: z.array(facetValue),
});
export type AttributeFacet = z.infer<typeof attributeFacet>;

/**
 * The facets beside a list (decision 044): the categories one level below the list's (or the top
 * ones) with the products of each, each filter attribute's values, and the list's total with
 * every choice applied.
 */
export const guestFacets = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
  attributes: z.array(attributeFacet),
});
export type GuestFacets = z.infer<typeof guestFacets>;

/** A buyer's facets add stock and their own price range (their price list's prices). */
export const productFacets = guestFacets.extend({
  in_stock: z.number().int(),
  /** The lowest and highest price among the products the other choices leave; null for none. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type ProductFacets = z.infer<typeof productFacets>;

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
