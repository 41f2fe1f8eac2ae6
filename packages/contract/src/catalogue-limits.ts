/**
 * The catalogue's page sizes and limits, without the schemas that enforce them (catalogue.ts): a
 * screen that only needs a number loads no schema library for it.
 */
export const PRODUCT_PAGE_SIZES = [12, 24, 36, 48] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 12;
export const MAX_PRODUCT_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
/** Categories come in pages of this size; the client fetches pages until last_page. */
export const CATEGORY_PAGE_SIZE = 100;
/** Products one request may name by id (a cart asks its products again in such pages). */
export const MAX_PRODUCT_IDS = 100;
/** The highest price a list or its facets may be narrowed to (price_min, price_max). */
export const MAX_FILTER_PRICE = 999_999_999;
