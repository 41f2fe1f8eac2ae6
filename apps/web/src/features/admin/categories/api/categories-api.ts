import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateCategoryRequest, type UpdateCategoryRequest } from '@portal/contract';
import { adminCategoriesKey } from '@/entities/admin/admin-categories.ts';
import { call } from '@/shared/api/api-client.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Every change re-reads the tree (counts, order and nesting come from the server). */
function useTreeChange<T, R>(code: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesKey(code) }),
  });
}

export const useCreateCategory = (code: string) =>
  useTreeChange(code, (body: CreateCategoryRequest) =>
    call(consoleEndpoints.adminCreateCategory, { params: { code }, body }),
  );

/** Rename (name) or move (parent_id, null for the top level). */
export const useUpdateCategory = (code: string) =>
  useTreeChange(code, ({ id, ...body }: UpdateCategoryRequest & { id: number }) =>
    call(consoleEndpoints.adminUpdateCategory, { params: { code, id }, body }),
  );

export const useDeleteCategory = (code: string) =>
  useTreeChange(code, (id: number) =>
    call(consoleEndpoints.adminDeleteCategory, { params: { code, id } }),
  );
