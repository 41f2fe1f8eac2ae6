/**
 * The product list's page sizes, in a module of their own without schemas: the web app's first
 * script reads them (app/screen-preload.ts) and must not pull Zod in with them.
 */
export const PRODUCT_PAGE_SIZES = [12, 24, 36, 48] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 12;
