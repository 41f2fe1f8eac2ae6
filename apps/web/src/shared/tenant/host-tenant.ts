import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResolveHostResponse } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';

export const resolveHost = (signal?: AbortSignal) =>
  api.get<ResolveHostResponse>(apiPaths.resolveHost(), { signal });

/** The tenant whose own domain serves this page, if any; asked once per page load. */
export const hostTenantQuery = queryOptions({
  queryKey: ['host-tenant'],
  queryFn: async ({ signal }) => {
    try {
      return (await resolveHost(signal)).code?.toUpperCase() ?? null;
    } catch (error) {
      if (signal.aborted) throw error;
      // Only logged (specification section 8): without it the screens ask for a code.
      console.warn('the host could not be resolved', error);
      return null;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export const useHostTenant = () => useQuery(hostTenantQuery);
