import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestProduct, Product, SuggestedCategory } from '@portal/contract';
import { SUGGESTION_MIN_LENGTH } from '@portal/contract/suggestion-limits';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** A buyer's suggestions carry their prices; a visitor's do not. */
export interface Suggestions {
  products: (Product | GuestProduct)[];
  categories: SuggestedCategory[];
}

/** Whose suggestions: the signed-in buyer's company, or the company a visitor browses. */
export interface SuggestionsFor {
  code: string;
  signedIn: boolean;
}

const read = ({ code, signedIn }: SuggestionsFor, q: string, signal: AbortSignal) =>
  signedIn
    ? call(memberEndpoints.suggestions, { params: { code }, query: { q }, signal })
    : call(publicEndpoints.browseSuggestions, { params: { code }, query: { q }, signal });

export const suggestionsQuery = (target: SuggestionsFor, q: string) =>
  queryOptions({
    queryKey: queryKey(
      target.signedIn ? memberEndpoints.suggestions : publicEndpoints.browseSuggestions,
      { code: target.code },
      q,
      i18n.language,
    ),
    queryFn: ({ signal }): Promise<Suggestions> => read(target, q, signal),
    // What was typed a moment ago stays suggested for as long as typing goes on.
    staleTime: 60_000,
  });

/** Suggestions for `q` once it is long enough; the last ones stay while the next load. */
export const useSuggestions = (target: SuggestionsFor, q: string) =>
  useQuery({
    ...suggestionsQuery(target, q),
    enabled: target.code !== '' && q.trim().length >= SUGGESTION_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
