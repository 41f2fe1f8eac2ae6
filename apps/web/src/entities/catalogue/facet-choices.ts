import {
  parseFacetFilter,
  writeFacetFilter,
  type FacetSelection,
} from '@portal/contract/rules/facet-filter';

/** The orders a list can be read in (PRODUCT_SORTS of the contract, without its schema library). */
export type ProductSort = 'relevance' | 'part_number' | 'price_asc' | 'price_desc';
const SORTS: readonly ProductSort[] = ['relevance', 'part_number', 'price_asc', 'price_desc'];

/**
 * What the facets beside a list chose (decision 044), as the URL holds it, so that a link shared
 * or the back button shows the same list: `filter`, `in_stock=1`, `price_min`, `price_max`,
 * `sort`. A visitor's has no stock, prices or price order.
 */
export interface FacetChoices {
  filter: FacetSelection[];
  inStock: boolean;
  priceMin: number | null;
  priceMax: number | null;
  sort: ProductSort;
}

export const NO_CHOICES: FacetChoices = {
  filter: [],
  inStock: false,
  priceMin: null,
  priceMax: null,
  sort: 'relevance',
};

const price = (text: string | null) => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 999_999_999 ? value : null;
};

/** Reads the choices of a URL; anything unusable is no choice (the list answers as without it). */
export function readFacetChoices(query: URLSearchParams, withPrices: boolean): FacetChoices {
  const sort = query.get('sort') as ProductSort | null;
  const allowed = withPrices ? SORTS : SORTS.slice(0, 2);
  return {
    filter: parseFacetFilter(query.get('filter') ?? '') ?? [],
    inStock: withPrices && query.get('in_stock') === '1',
    priceMin: withPrices ? price(query.get('price_min')) : null,
    priceMax: withPrices ? price(query.get('price_max')) : null,
    sort: sort !== null && allowed.includes(sort) ? sort : 'relevance',
  };
}

/** Writes the choices into a URL's query; none leaves it as it was. */
export function writeFacetChoices(query: URLSearchParams, choices: FacetChoices): void {
  const filter = writeFacetFilter(choices.filter);
  if (filter) query.set('filter', filter);
  if (choices.inStock) query.set('in_stock', '1');
  if (choices.priceMin !== null) query.set('price_min', String(choices.priceMin));
  if (choices.priceMax !== null) query.set('price_max', String(choices.priceMax));
  if (choices.sort !== 'relevance') query.set('sort', choices.sort);
}

/** The API query of some choices: only those made, so a plain list asks what it asked before. */
export function facetQuery(choices: FacetChoices) {
  const filter = writeFacetFilter(choices.filter);
  return {
    ...(filter ? { filter } : {}),
    ...(choices.inStock ? { in_stock: '1' as const } : {}),
    ...(choices.priceMin !== null ? { price_min: choices.priceMin } : {}),
    ...(choices.priceMax !== null ? { price_max: choices.priceMax } : {}),
  };
}

/** Whether anything narrows the list (the order does not). */
export const hasChoices = (choices: FacetChoices) =>
  choices.filter.length > 0 ||
  choices.inStock ||
  choices.priceMin !== null ||
  choices.priceMax !== null;
