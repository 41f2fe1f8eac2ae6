import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import type { ProductListParams } from '../lib/list-params.ts';

export const getProducts = (code: string, params: ProductListParams, signal?: AbortSignal) =>
  api.get<ProductList>(apiPaths.products(code), {
    query: {
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      categoryId: params.categoryId,
    },
    signal,
  });

export const productsQuery = (code: string, params: ProductListParams) =>
  queryOptions({
    queryKey: [...tenantKeys.catalogue(code, i18n.language), 'products', params],
    queryFn: ({ signal }) => getProducts(code, params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (code: string, params: ProductListParams) =>
  useQuery(productsQuery(code, params));
