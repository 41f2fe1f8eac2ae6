import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetSpendingLimitRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { approvalRulesQuery } from '@/entities/orders/approval-inputs-api.ts';
import type { RuleWrite } from '@/entities/approval-rules/approval-rule-dialog.tsx';

/**
 * The Company area's approval rules and colleagues' spending limits (issue 29 points 3 and 4,
 * decision 033): the customer administrator keeps them; the server refuses anyone else.
 */

export const useApprovalRules = (code: string) =>
  useQuery({ ...approvalRulesQuery(code), select: (answer) => answer.data });

function useRefreshRules(code: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.approvalRules, { code }) });
}

/** Adds a rule (no id) or changes one. */
export function useSaveApprovalRule(code: string) {
  const refresh = useRefreshRules(code);
  return useMutation({
    mutationFn: ({ ruleId, body }: RuleWrite) =>
      ruleId === null
        ? call(memberEndpoints.createApprovalRule, { params: { code }, body })
        : call(memberEndpoints.updateApprovalRule, { params: { code, ruleId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteApprovalRule(code: string) {
  const refresh = useRefreshRules(code);
  return useMutation({
    mutationFn: (ruleId: number) =>
      call(memberEndpoints.deleteApprovalRule, { params: { code, ruleId } }),
    onSuccess: refresh,
  });
}

/** Sets or lifts a colleague's limit; the colleagues list shows it, so it is read again. */
export function useSetSpendingLimit(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: SetSpendingLimitRequest }) =>
      call(memberEndpoints.setSpendingLimit, { params: { code, userId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.colleagues, { code }) }),
  });
}
