import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  adminProductPaths,
  type AdminProduct,
  type AdminProductList,
  type AdminProductResponse,
  type CreateProductRequest,
  type UpdateProductRequest,
} from '@portal/contract';
import { adminCategoriesKey } from '@/shared/admin/admin-categories.ts';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import type { ProductQuery } from '../lib/product-list-params.ts';

export const productsKey = (code: string) =>
  [...tenantKeys.all(code), 'admin', 'products'] as const;

export const productsQuery = (code: string, query: ProductQuery) =>
  queryOptions({
    queryKey: [...productsKey(code), 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminProductList>(adminProductPaths.products(code), { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (code: string, query: ProductQuery, enabled = true) =>
  useQuery({ ...productsQuery(code, query), enabled });

export const productQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: [...productsKey(code), 'detail', id],
    queryFn: ({ signal }) =>
      api.get<AdminProductResponse>(adminProductPaths.product(code, id), { signal }),
    select: (answer) => answer.data,
  });

export const useProduct = (code: string, id: number | null) =>
  useQuery({ ...productQuery(code, id ?? 0), enabled: id !== null });

/** A saved product: its detail is the answer; lists and category counts are stale. */
function remember(queryClient: QueryClient, code: string, product: AdminProduct) {
  queryClient.setQueryData(productQuery(code, product.id).queryKey, { data: product });
  void queryClient.invalidateQueries({ queryKey: [...productsKey(code), 'list'] });
  void queryClient.invalidateQueries({ queryKey: adminCategoriesKey(code) });
}

/** Creates (id null) or edits a product with the whole form. */
export function useSaveProduct(code: string, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductRequest) =>
      id === null
        ? api.post<AdminProductResponse>(adminProductPaths.products(code), body)
        : api.patch<AdminProductResponse>(
            adminProductPaths.product(code, id),
            body satisfies UpdateProductRequest,
          ),
    onSuccess: (answer) => remember(queryClient, code, answer.data),
  });
}

/** Deactivates (hidden from buyers, kept for past orders) or reactivates a product. */
export function useSetProductActive(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.patch<AdminProductResponse>(adminProductPaths.product(code, id), { active }),
    onSuccess: (answer) => remember(queryClient, code, answer.data),
  });
}

/** Uploads (a file) or removes (null) the product's image. */
export function useProductImage(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api.delete<AdminProductResponse>(adminProductPaths.productImage(code, id));
      const form = new FormData();
      form.append('file', file);
      return api.post<AdminProductResponse>(adminProductPaths.productImage(code, id), form);
    },
    onSuccess: (answer) => remember(queryClient, code, answer.data),
  });
}
