import { useSearchParams } from 'react-router';
import {
  readFacetChoices,
  writeFacetChoices,
  type FacetChoices,
} from '@/entities/catalogue/facet-choices.ts';
import type { BrowseParams } from '../api/get-browse-products.ts';

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The page, search, category and facet choices in a URL's query. */
export const readBrowseParams = (searchParams: URLSearchParams): BrowseParams => {
  const search = searchParams.get('search') ?? '';
  return {
    page: positiveInt(searchParams.get('page')) ?? 1,
    search,
    exact: search !== '' && searchParams.get('exact') === '1',
    categoryId: positiveInt(searchParams.get('category')),
    // No stock, prices or price order: a visitor's choices are the attributes' and the order.
    choices: readFacetChoices(searchParams, false),
  };
};

/** Page, search, category and facet choices live in the URL, so reload, back and shared links keep them. */
export function useBrowseParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readBrowseParams(searchParams);
  const update = (next: Partial<BrowseParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.search) query.set('search', merged.search);
    if (merged.search && merged.exact) query.set('exact', '1');
    if (merged.categoryId !== null) query.set('category', String(merged.categoryId));
    writeFacetChoices(query, merged.choices);
    setSearchParams(query);
  };
  return {
    params,
    setPage: (page: number) => update({ page }),
    // A new filter starts again at page 1 (specification section 4).
    setCategory: (categoryId: number | null) => update({ categoryId, page: 1 }),
    setSearch: (search: string) => update({ search, exact: false, page: 1 }),
    searchExactly: () => update({ exact: true, page: 1 }),
    setChoices: (choices: FacetChoices) => update({ choices, page: 1 }),
  };
}
