import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryList } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { fetchAllPages } from '@/shared/catalogue/fetch-all-pages.ts';

/** Every category of the guest catalogue, page by page until the last (deduplicated by id). */
export const getBrowseCategories = (code: string, signal?: AbortSignal) =>
  fetchAllPages((page) =>
    api.get<CategoryList>(apiPaths.browseCategories(code), { query: { page }, signal }),
  );

export const browseCategoriesQuery = (code: string) =>
  queryOptions({
    queryKey: [...tenantKeys.catalogue(code, i18n.language), 'browse', 'categories'],
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
