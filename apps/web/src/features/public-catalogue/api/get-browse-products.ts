import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export interface BrowseParams {
  page: number;
  search: string;
  /** Search for the words as typed, without correcting a search that finds nothing. */
  exact: boolean;
  categoryId: number | null;
}

/** The guest catalogue sends no page size: the server's default applies (specification section 9). */
export const getBrowseProducts = (code: string, params: BrowseParams, signal?: AbortSignal) => {
  const { page, search, exact, categoryId } = params;
  return call(publicEndpoints.browseProducts, {
    params: { code },
    query: { page, search, ...(exact ? { exact: '1' as const } : {}), categoryId },
    signal,
  });
};

export const browseProductsQuery = (code: string, params: BrowseParams) =>
  queryOptions({
    queryKey: queryKey(publicEndpoints.browseProducts, { code }, params, i18n.language),
    queryFn: ({ signal }) => getBrowseProducts(code, params, signal),
    placeholderData: keepPreviousData,
  });

export const useBrowseProducts = (code: string, params: BrowseParams) =>
  useQuery(browseProductsQuery(code, params));
