import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryList } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { fetchAllPages } from '@/shared/catalogue/fetch-all-pages.ts';

/** Every category, page by page until last_page, one per id (specification section 9). */
export const getCategories = (code: string, signal?: AbortSignal) =>
  fetchAllPages((page) =>
    api.get<CategoryList>(apiPaths.categories(code), { query: { page }, signal }),
  );

export const categoriesQuery = (code: string) =>
  queryOptions({
    queryKey: [...tenantKeys.catalogue(code, i18n.language), 'categories'],
    queryFn: async ({ signal }) => {
      try {
        return await getCategories(code, signal);
      } catch (error) {
        // Only logged (specification section 8): the products still show without the tree.
        console.warn('categories could not be loaded', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useCategories = (code: string) => useQuery(categoriesQuery(code));
