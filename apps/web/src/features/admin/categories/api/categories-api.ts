import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryPaths,
  type AdminCategoryResponse,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from '@portal/contract';
import { adminCategoriesKey } from '@/shared/admin/admin-categories.ts';
import { api } from '@/shared/api/api-client.ts';

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
    api.post<AdminCategoryResponse>(adminCategoryPaths.categories(code), body),
  );

/** Rename (name) or move (parent_id, null for the top level). */
export const useUpdateCategory = (code: string) =>
  useTreeChange(code, ({ id, ...body }: UpdateCategoryRequest & { id: number }) =>
    api.patch<AdminCategoryResponse>(adminCategoryPaths.category(code, id), body),
  );

export const useDeleteCategory = (code: string) =>
  useTreeChange(code, (id: number) => api.delete<void>(adminCategoryPaths.category(code, id)));
