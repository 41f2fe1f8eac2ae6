import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { fetchAllPages } from '@/entities/catalogue/fetch-all-pages.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** Every category of the guest catalogue, page by page until the last (deduplicated by id). */
export const getBrowseCategories = (code: string, signal?: AbortSignal) =>
  fetchAllPages((page) =>
    call(publicEndpoints.browseCategories, { params: { code }, query: { page }, signal }),
  );

export const browseCategoriesQuery = (code: string) =>
  queryOptions({
    // Category names come in the language: each keeps its own answers.
    queryKey: queryKey(publicEndpoints.browseCategories, { code }, i18n.language),
    queryFn: async ({ signal }) => {
      try {
        return await getBrowseCategories(code, signal);
      } catch (error) {
        // Only logged (specification section 8): the products still show without the tree.
        console.warn('categories could not be loaded', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useBrowseCategories = (code: string) => useQuery(browseCategoriesQuery(code));
