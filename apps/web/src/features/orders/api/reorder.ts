import { useMutation } from '@tanstack/react-query';
import type { CheckedLinesResponse } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';

/** The order's lines checked again with today's products, prices and rules (issue 12). */
export const reorder = (code: string, orderId: number) =>
  api.post<CheckedLinesResponse>(apiPaths.reorder(code, orderId));

export const useReorder = (code: string, orderId: number) =>
  useMutation({ mutationFn: () => reorder(code, orderId) });
