import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { facetQuery } from '@/entities/catalogue/facet-choices.ts';
import type { ProductListParams } from '../lib/list-params.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

export const getProducts = (code: string, params: ProductListParams, signal?: AbortSignal) =>
  call(memberEndpoints.products, {
    params: { code },
    query: {
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      ...(params.exact ? { exact: '1' as const } : {}),
      categoryId: params.categoryId,
      ...facetQuery(params.choices),
      ...(params.choices.sort === 'relevance' ? {} : { sort: params.choices.sort }),
    },
    signal,
  });

export const productsQuery = (code: string, params: ProductListParams) =>
  queryOptions({
    // Descriptions come in the language: each keeps its own answers.
    queryKey: queryKey(memberEndpoints.products, { code }, params, i18n.language),
    queryFn: ({ signal }) => getProducts(code, params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (code: string, params: ProductListParams) =>
  useQuery(productsQuery(code, params));
