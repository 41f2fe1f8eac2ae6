import type { ApprovalReason, ApproverRole, ColleagueRef, OrderApproval } from '@portal/contract';

/** How an order's approval and its people are answered, by the buyer's and the console's pages. */

/** A colleague by id and name; null when the account is gone. */
export function colleagueOf(
  id: number | null,
  firstName: string | null,
  lastName: string | null,
): ColleagueRef | null {
  if (id === null) return null;
  return { id, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() };
}

/** The approval columns of an order as a reader selects them (order-fields' approval). */
export interface ApprovalColumns {
  approval_reasons: ApprovalReason[] | null;
  approver_role: ApproverRole | null;
  approver_user_ids: number[] | null;
  decided_by_user_id: number | null;
  decided_by_first_name: string | null;
  decided_by_last_name: string | null;
  decided_at: Date | null;
  decision_comment: string | null;
}

/** How the order went through approval; null for an order that needed none. */
export function approvalOf(row: ApprovalColumns): OrderApproval | null {
  if (row.approval_reasons === null || row.approver_role === null) return null;
  return {
    reasons: row.approval_reasons,
    approver_role: row.approver_role,
    approver_user_ids: row.approver_user_ids,
    decided_by: colleagueOf(
      row.decided_by_user_id,
      row.decided_by_first_name,
      row.decided_by_last_name,
    ),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    comment: row.decision_comment,
  };
}
