import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrowseProductList } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';

export interface BrowseParams {
  page: number;
  search: string;
  categoryId: number | null;
}

/** The guest catalogue sends no page size: the server's default applies (specification section 9). */
export const getBrowseProducts = (code: string, params: BrowseParams, signal?: AbortSignal) => {
  const { page, search, categoryId } = params;
  return api.get<BrowseProductList>(apiPaths.browseProducts(code), {
    query: { page, search, categoryId },
    signal,
  });
};

export const browseProductsQuery = (code: string, params: BrowseParams) =>
  queryOptions({
    queryKey: [...tenantKeys.catalogue(code, i18n.language), 'browse', 'products', params],
    queryFn: ({ signal }) => getBrowseProducts(code, params, signal),
    placeholderData: keepPreviousData,
  });

export const useBrowseProducts = (code: string, params: BrowseParams) =>
  useQuery(browseProductsQuery(code, params));
