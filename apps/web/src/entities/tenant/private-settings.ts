import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

export const getSettings = (code: string, signal?: AbortSignal) =>
  call(memberEndpoints.settings, { params: { code }, signal });

/** Fetched once after login and kept for the session (the cache is cleared at sign-out). */
export const settingsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.settings, { code }),
    queryFn: ({ signal }) => getSettings(code, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in member's settings (default_page, b2b_sell_minimum, ...). */
export const useSettings = (code: string) => useQuery(settingsQuery(code));
