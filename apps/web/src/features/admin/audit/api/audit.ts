import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminPaths, type AuditList } from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** One page of the audit log, newest first; an empty entity means every entity. */
export const auditQuery = (code: string, params: { entity: string; page: number }) =>
  queryOptions({
    queryKey: [...tenantKeys.all(code), 'admin', 'audit', params],
    queryFn: ({ signal }) =>
      api.get<AuditList>(adminPaths.audit(code), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    // Every change in the console adds a row: show the log as it stands when it is opened.
    staleTime: 0,
  });
