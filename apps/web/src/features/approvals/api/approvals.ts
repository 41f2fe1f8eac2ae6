import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The orders of the approver's company that wait for them (decision 033). */
export const useApprovalInbox = (code: string) =>
  useQuery({
    queryKey: queryKey(memberEndpoints.approvals, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.approvals, { params: { code }, signal }),
  });

function decide(code: string, orderId: number, decision: ApprovalDecision, comment: string) {
  const params = { code, orderId };
  if (decision === 'approve') return call(memberEndpoints.approveOrder, { params });
  if (decision === 'withdraw') return call(memberEndpoints.withdrawOrder, { params });
  return call(memberEndpoints.declineOrder, { params, body: { comment } });
}

/**
 * Approves, declines (with a reason) or withdraws a waiting order; the inbox and the orders (their
 * lists and pages share the orders' key prefix) are read again.
 */
export function useDecideOrder(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; decision: ApprovalDecision; comment?: string }) =>
      decide(code, input.orderId, input.decision, input.comment ?? ''),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKey(memberEndpoints.approvals, { code }) }),
        client.invalidateQueries({ queryKey: queryKey(memberEndpoints.orders, { code }) }),
      ]);
    },
  });
}
