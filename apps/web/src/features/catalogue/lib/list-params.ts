import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '@portal/contract/catalogue-limits';

/** What the product list shows; it lives in the URL so reload, back and shared links keep it. */
export interface ProductListParams {
  page: number;
  perPage: number;
  search: string;
  categoryId: number | null;
}

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
};

const isPageSize = (value: number | null): value is number =>
  value !== null && (PRODUCT_PAGE_SIZES as readonly number[]).includes(value);

/** Reads the URL; anything unusable falls back to the default (page 1, 12 per page, no filter). */
export function readListParams(query: URLSearchParams): ProductListParams {
  const perPage = positiveInt(query.get('per_page'));
  return {
    page: positiveInt(query.get('page')) ?? 1,
    perPage: isPageSize(perPage) ? perPage : DEFAULT_PRODUCT_PAGE_SIZE,
    search: (query.get('search') ?? '').trim(),
    categoryId: positiveInt(query.get('categoryId')),
  };
}

/** The URL of some params: defaults are left out, so the plain list is plain /products. */
export function writeListParams(params: ProductListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.categoryId !== null) query.set('categoryId', String(params.categoryId));
  if (params.perPage !== DEFAULT_PRODUCT_PAGE_SIZE) query.set('per_page', String(params.perPage));
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/**
 * The next params after a change: a new search, category or page size starts again at page 1
 * (specification section 4); only a page change keeps the rest.
 */
export function changeListParams(
  current: ProductListParams,
  change: Partial<ProductListParams>,
): ProductListParams {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}
