import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** One page of the audit log, newest first; an empty entity means every entity. */
export const auditQuery = (code: string, params: { entity: string; page: number }) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminAudit, { code }, params),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminAudit, { params: { code }, query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    // Every change in the console adds a row: show the log as it stands when it is opened.
    staleTime: 0,
  });
