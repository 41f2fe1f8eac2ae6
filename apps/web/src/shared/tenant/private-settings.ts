import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateSettings } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

export const getSettings = (code: string, signal?: AbortSignal) =>
  api.get<PrivateSettings>(apiPaths.settings(code), { signal });

/** Fetched once after login and kept for the session (the cache is cleared at sign-out). */
export const settingsQuery = (code: string) =>
  queryOptions({
    queryKey: tenantKeys.settings(code),
    queryFn: ({ signal }) => getSettings(code, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in member's settings (default_page, b2b_sell_minimum, ...). */
export const useSettings = (code: string) => useQuery(settingsQuery(code));
