import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalRule, ApprovalRuleView } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * What the cart and checkout tell a member before they place an order (decision 033): their
 * company's approval rules and what is left of their own spending limit. The Company area keeps
 * the rules under the same key, so a change there is read here.
 */

export const approvalRulesQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.approvalRules, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.approvalRules, { params: { code }, signal }),
  });

export const spendingLimitQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.spendingLimit, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.spendingLimit, { params: { code }, signal }),
  });

/** A rule as the contract's order-approval module reads it. */
export const asApprovalRule = (rule: ApprovalRuleView): ApprovalRule => ({
  id: rule.id,
  condition: rule.condition,
  threshold: rule.threshold,
  categoryId: rule.category_id,
  addressId: rule.address_id,
  appliesTo: rule.applies_to,
  approverRole: rule.approver_role,
  approverUserIds: rule.approver_user_ids,
});

/** Both, for a member of a customer company (none for the manufacturer's staff). */
export function useApprovalInputs(code: string, enabled: boolean) {
  const rules = useQuery({ ...approvalRulesQuery(code), enabled });
  const spending = useQuery({ ...spendingLimitQuery(code), enabled });
  return { rules: rules.data?.data, spending: spending.data?.data };
}
