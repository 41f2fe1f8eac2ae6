import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '@portal/contract/catalogue-limits';
import {
  readFacetChoices,
  writeFacetChoices,
  type FacetChoices,
} from '@/entities/catalogue/facet-choices.ts';

/** What the product list shows; it lives in the URL so reload, back and shared links keep it. */
export interface ProductListParams {
  page: number;
  perPage: number;
  search: string;
  /** Search for the words as typed, without correcting a search that finds nothing. */
  exact: boolean;
  categoryId: number | null;
  /** The facets' choices and the order (decision 044). */
  choices: FacetChoices;
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
  const search = (query.get('search') ?? '').trim();
  return {
    page: positiveInt(query.get('page')) ?? 1,
    perPage: isPageSize(perPage) ? perPage : DEFAULT_PRODUCT_PAGE_SIZE,
    search,
    exact: search !== '' && query.get('exact') === '1',
    categoryId: positiveInt(query.get('categoryId')),
    choices: readFacetChoices(query, true),
  };
}

/** The URL of some params: defaults are left out, so the plain list is plain /products. */
export function writeListParams(params: ProductListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.search && params.exact) query.set('exact', '1');
  if (params.categoryId !== null) query.set('categoryId', String(params.categoryId));
  writeFacetChoices(query, params.choices);
  if (params.perPage !== DEFAULT_PRODUCT_PAGE_SIZE) query.set('per_page', String(params.perPage));
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/**
 * The next params after a change: a new search, category, page size or choice starts again at page 1
 * (specification section 4); only a page change keeps the rest. A new search may be corrected
 * again unless it asks otherwise.
 */
export function changeListParams(
  current: ProductListParams,
  change: Partial<ProductListParams>,
): ProductListParams {
  const next = { ...current, ...change };
  if ('search' in change && !('exact' in change)) next.exact = false;
  return 'page' in change ? next : { ...next, page: 1 };
}
