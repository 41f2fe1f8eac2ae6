import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';
import { loadPublicSettings } from './load-public-settings.ts';

/**
 * The screens that use TanStack Query read the public settings through the same promise cache as
 * the login screen (load-public-settings.ts): null when they could not be loaded.
 */
export const publicSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(publicEndpoints.publicSettings, { code }),
    queryFn: () => loadPublicSettings(code),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The tenant's public branding (name, logo, banner, welcome texts, About Us URLs). */
export const usePublicSettings = (code: string | null | undefined) =>
  useQuery({ ...publicSettingsQuery(code ?? ''), enabled: Boolean(code) });
