import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { QuickOrderCheckRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** How many products the part number's type-ahead offers. */
export const SUGGESTIONS = 8;

/** The catalogue's own search (part number and description), its first few matches. */
export const productSuggestionsQuery = (code: string, search: string) =>
  queryOptions({
    // The key of the products screen's page with the same search: one answer for both.
    queryKey: queryKey(
      memberEndpoints.products,
      { code },
      { page: 1, perPage: SUGGESTIONS, search },
      i18n.language,
    ),
    queryFn: ({ signal }) =>
      call(memberEndpoints.products, {
        params: { code },
        query: { page: 1, per_page: SUGGESTIONS, search },
        signal,
      }),
    staleTime: 60_000,
  });

export const useProductSuggestions = (code: string, search: string, enabled: boolean) =>
  useQuery({ ...productSuggestionsQuery(code, search), enabled });

/** Every line checked by the server in one call, against the cart's rules and today's prices. */
export const checkLines = (code: string, body: QuickOrderCheckRequest) =>
  call(memberEndpoints.quickOrderCheck, { params: { code }, body });

export const useCheckLines = (code: string) =>
  useMutation({ mutationFn: (body: QuickOrderCheckRequest) => checkLines(code, body) });
