import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { facetQuery, type FacetChoices } from '@/entities/catalogue/facet-choices.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export interface BrowseParams {
  page: number;
  search: string;
  /** Search for the words as typed, without correcting a search that finds nothing. */
  exact: boolean;
  categoryId: number | null;
  /** The facets' choices and the order: a visitor's have no stock or prices (decision 044). */
  choices: FacetChoices;
}

/** The guest catalogue sends no page size: the server's default applies (specification section 9). */
export const getBrowseProducts = (code: string, params: BrowseParams, signal?: AbortSignal) => {
  const { page, search, exact, categoryId, choices } = params;
  const { sort } = choices;
  return call(publicEndpoints.browseProducts, {
    params: { code },
    query: {
      page,
      search,
      ...(exact ? { exact: '1' as const } : {}),
      categoryId,
      ...facetQuery(choices),
      ...(sort === 'part_number' ? { sort } : {}),
    },
    signal,
  });
};

export const browseProductsQuery = (code: string, params: BrowseParams) =>
  queryOptions({
    queryKey: queryKey(publicEndpoints.browseProducts, { code }, params, i18n.language),
    queryFn: ({ signal }) => getBrowseProducts(code, params, signal),
    placeholderData: keepPreviousData,
  });

/** The facets of the list in the URL: not its page or its order. */
export const browseFacetsQuery = (code: string, params: BrowseParams) => {
  const { search, exact, categoryId, choices } = params;
  const input = { search, exact, categoryId, ...facetQuery(choices) };
  return queryOptions({
    queryKey: queryKey(publicEndpoints.browseFacets, { code }, input, i18n.language),
    queryFn: ({ signal }) =>
      call(publicEndpoints.browseFacets, {
        params: { code },
        query: {
          ...input,
          exact: exact ? ('1' as const) : undefined,
          categoryId: categoryId ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};

export const useBrowseFacets = (code: string, params: BrowseParams) =>
  useQuery(browseFacetsQuery(code, params));

export const useBrowseProducts = (code: string, params: BrowseParams) =>
  useQuery(browseProductsQuery(code, params));
