import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * The tenant's product attributes (decision 040), in their order: the attributes screen edits
 * them, the product editor gives a product its values with them.
 */
export const adminAttributesKey = (code: string) =>
  queryKey(consoleEndpoints.adminProductAttributes, { code });

export const adminAttributesQuery = (code: string) =>
  queryOptions({
    queryKey: adminAttributesKey(code),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminProductAttributes, { params: { code }, signal }),
    select: (list) => list.data,
  });

export const useAdminAttributes = (code: string) => useQuery(adminAttributesQuery(code));
