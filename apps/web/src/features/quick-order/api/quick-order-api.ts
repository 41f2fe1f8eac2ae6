import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CheckedLinesResponse, ProductList, QuickOrderCheckRequest } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';

/** How many products the part number's type-ahead offers. */
export const SUGGESTIONS = 8;

/** The catalogue's own search (part number and description), its first few matches. */
export const productSuggestionsQuery = (code: string, search: string) =>
  queryOptions({
    queryKey: [
      ...tenantKeys.catalogue(code, i18n.language),
      'products',
      { page: 1, perPage: SUGGESTIONS, search },
    ],
    queryFn: ({ signal }) =>
      api.get<ProductList>(apiPaths.products(code), {
        query: { page: 1, per_page: SUGGESTIONS, search },
        signal,
      }),
    staleTime: 60_000,
  });

export const useProductSuggestions = (code: string, search: string, enabled: boolean) =>
  useQuery({ ...productSuggestionsQuery(code, search), enabled });

/** Every line checked by the server in one call, against the cart's rules and today's prices. */
export const checkLines = (code: string, body: QuickOrderCheckRequest) =>
  api.post<CheckedLinesResponse>(apiPaths.quickOrderCheck(code), body);

export const useCheckLines = (code: string) =>
  useMutation({ mutationFn: (body: QuickOrderCheckRequest) => checkLines(code, body) });
