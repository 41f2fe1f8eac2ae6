import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnRequest } from '@portal/contract/returns';
import { call, callBlob } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The order's returns (issue 31 point 4), newest first. Its key is below the order's. */
export const useOrderReturns = (code: string, orderId: number) =>
  useQuery({
    queryKey: queryKey(memberEndpoints.orderReturns, { code, orderId }),
    queryFn: ({ signal }) =>
      call(memberEndpoints.orderReturns, { params: { code, orderId }, signal }),
  });

/** A photo of a return: its bytes (sent with the session) and its cache key. */
export const buyerReturnPhoto = (code: string, returnId: number) => (photoId: number) => ({
  key: queryKey(memberEndpoints.returnPhotoImage, { code, returnId, photoId }),
  load: () => callBlob(memberEndpoints.returnPhotoImage, { params: { code, returnId, photoId } }),
});

/**
 * Asks for a return, then sends its photos one by one. A photo refused (not an image, too large)
 * does not undo the return: the answer says which photos failed, the return stays requested.
 */
export function useRequestReturn(code: string, orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photos }: { body: CreateReturnRequest; photos: File[] }) => {
      const created = await call(memberEndpoints.requestReturn, {
        params: { code, orderId },
        body,
      });
      const failed: { name: string; error: unknown }[] = [];
      for (const photo of photos) {
        const form = new FormData();
        form.append('file', photo);
        try {
          await call(memberEndpoints.uploadReturnPhoto, {
            params: { code, returnId: created.data.id },
            body: form,
          });
        } catch (error) {
          failed.push({ name: photo.name, error });
        }
      }
      return { created: created.data, failed };
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKey(memberEndpoints.order, { code, orderId }) }),
  });
}

export function useWithdrawReturn(code: string, orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (returnId: number) =>
      call(memberEndpoints.withdrawReturn, { params: { code, returnId } }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKey(memberEndpoints.order, { code, orderId }) }),
  });
}
