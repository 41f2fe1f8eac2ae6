import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { facetQuery } from '@/entities/catalogue/facet-choices.ts';
import type { ProductListParams } from '../lib/list-params.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** What the facets depend on: not the page, its size or the order. */
const facetInput = (params: ProductListParams) => ({
  search: params.search,
  exact: params.exact,
  categoryId: params.categoryId,
  ...facetQuery(params.choices),
});

export const productFacetsQuery = (code: string, params: ProductListParams) => {
  const input = facetInput(params);
  return queryOptions({
    // Names and options come in the language: each keeps its own answers.
    queryKey: queryKey(memberEndpoints.productFacetCounts, { code }, input, i18n.language),
    queryFn: ({ signal }) =>
      call(memberEndpoints.productFacetCounts, {
        params: { code },
        query: {
          ...input,
          exact: input.exact ? ('1' as const) : undefined,
          categoryId: input.categoryId ?? undefined,
        },
        signal,
      }),
    // The counts stay on screen, dimmed, while the next ones load.
    placeholderData: keepPreviousData,
  });
};

export const useProductFacets = (code: string, params: ProductListParams) =>
  useQuery(productFacetsQuery(code, params));
