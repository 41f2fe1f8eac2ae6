import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { fetchAllPages } from './fetch-all-pages.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** Every category, page by page until last_page, one per id (specification section 9). */
export const getCategories = (code: string, signal?: AbortSignal) =>
  fetchAllPages((page) =>
    call(memberEndpoints.categories, { params: { code }, query: { page }, signal }),
  );

export const categoriesQuery = (code: string) =>
  queryOptions({
    // Category names come in the language: each keeps its own answers.
    queryKey: queryKey(memberEndpoints.categories, { code }, i18n.language),
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
