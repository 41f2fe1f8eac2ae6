import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The order's lines checked again with today's products, prices and rules (issue 12). */
export const reorder = (code: string, orderId: number) =>
  call(memberEndpoints.reorder, { params: { code, orderId } });

export const useReorder = (code: string, orderId: number) =>
  useMutation({ mutationFn: () => reorder(code, orderId) });
