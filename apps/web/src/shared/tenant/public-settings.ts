import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

export const getPublicSettings = (code: string, signal?: AbortSignal) =>
  api.get<PublicSettings>(apiPaths.publicSettings(code), { signal });

export const publicSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: tenantKeys.publicSettings(code),
    queryFn: async ({ signal }) => {
      try {
        return await getPublicSettings(code, signal);
      } catch (error) {
        // Only logged (specification section 8): the screens fall back to their defaults.
        console.warn('public settings could not be loaded', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The tenant's public branding (name, logo, banner, welcome texts, About Us URLs). */
export const usePublicSettings = (code: string | null | undefined) =>
  useQuery({ ...publicSettingsQuery(code ?? ''), enabled: Boolean(code) });
