import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** One page of the searches that found nothing, the most searched first. */
export const searchMissesQuery = (code: string, params: { page: number }) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminSearchMisses, { code }, params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminSearchMisses, { params: { code }, query: params, signal }),
    placeholderData: keepPreviousData,
    // Buyers add to it every second: show it as it stands when it is opened.
    staleTime: 0,
  });
