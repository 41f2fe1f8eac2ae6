import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveProductAttributeRequest } from '@portal/contract';
import { adminAttributesKey } from '@/entities/admin/admin-attributes.ts';
import { call } from '@/shared/api/api-client.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

function useRefreshAttributes(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminAttributesKey(code) });
}

/** Adds an attribute (no id) or changes one. */
export function useSaveAttribute(code: string) {
  const refresh = useRefreshAttributes(code);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveProductAttributeRequest }) =>
      id === null
        ? call(consoleEndpoints.adminCreateProductAttribute, { params: { code }, body })
        : call(consoleEndpoints.adminUpdateProductAttribute, { params: { code, id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAttribute(code: string) {
  const refresh = useRefreshAttributes(code);
  return useMutation({
    mutationFn: (id: number) =>
      call(consoleEndpoints.adminDeleteProductAttribute, { params: { code, id } }),
    onSuccess: refresh,
  });
}
