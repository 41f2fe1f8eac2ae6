import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type AdminProduct,
  type CreateProductRequest,
  type UpdateProductRequest,
} from '@portal/contract';
import { adminCategoriesKey } from '@/entities/admin/admin-categories.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import type { ProductQuery } from '../lib/product-list-params.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

export const productsKey = (code: string) => queryKey(consoleEndpoints.adminProducts, { code });

export const productsQuery = (code: string, query: ProductQuery) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminProducts, { code }, 'list', query),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminProducts, { params: { code }, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (code: string, query: ProductQuery, enabled = true) =>
  useQuery({ ...productsQuery(code, query), enabled });

export const productQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminProduct, { code, id }),
    queryFn: ({ signal }) => call(consoleEndpoints.adminProduct, { params: { code, id }, signal }),
    select: (answer) => answer.data,
  });

export const useProduct = (code: string, id: number | null) =>
  useQuery({ ...productQuery(code, id ?? 0), enabled: id !== null });

/** A saved product: its detail is the answer; lists and category counts are stale. */
function remember(queryClient: QueryClient, code: string, product: AdminProduct) {
  queryClient.setQueryData(productQuery(code, product.id).queryKey, { data: product });
  void queryClient.invalidateQueries({
    queryKey: queryKey(consoleEndpoints.adminProducts, { code }, 'list'),
  });
  void queryClient.invalidateQueries({ queryKey: adminCategoriesKey(code) });
}

/** Creates (id null) or edits a product with the whole form. */
export function useSaveProduct(code: string, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductRequest) =>
      id === null
        ? call(consoleEndpoints.adminCreateProduct, { params: { code }, body })
        : call(consoleEndpoints.adminUpdateProduct, {
            params: { code, id },
            body: body satisfies UpdateProductRequest,
          }),
    onSuccess: (answer) => remember(queryClient, code, answer.data),
  });
}

/** Deactivates (hidden from buyers, kept for past orders) or reactivates a product. */
export function useSetProductActive(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(consoleEndpoints.adminUpdateProduct, { params: { code, id }, body: { active } }),
    onSuccess: (answer) => remember(queryClient, code, answer.data),
  });
}

/** Uploads (a file) or removes (null) the product's image. */
export function useProductImage(code: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return call(consoleEndpoints.adminDeleteProductImage, { params: { code, id } });
      const form = new FormData();
      form.append('file', file);
      return call(consoleEndpoints.adminUploadProductImage, { params: { code, id }, body: form });
    },
    onSuccess: (answer) => remember(queryClient, code, answer.data),
  });
}
