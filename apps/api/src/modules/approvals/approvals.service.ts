import {
  APPROVAL_INBOX_LIMIT,
  mayApprove,
  mayDecideOrder,
  mayWithdrawOrder,
  statusAfterDecision,
  type ApprovalDecision,
  type ApprovalDecisionResponse,
  type ApprovalInbox,
  type CompanyMember,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import { buyerScopeOf, waitingOrders } from '../../readers/order-reader.ts';
import { colleagueOf } from '../orders/approval-answer.ts';
import * as repository from './approvals.repository.ts';

/**
 * Orders that wait for a colleague's approval (issue 29 point 3, decision 033): the approvers'
 * inbox, and the decisions on one order (approve, decline, withdraw).
 */

const notWaiting = () => new AppError(409, 'approvals.notWaiting');

/**
 * The orders of the member's company that they may decide, oldest first: none for a member who
 * approves nothing (a buyer's inbox is empty rather than refused: the web app shows it only to
 * approvers) and never their own.
 */
export async function approvalInbox(db: Db, member: Member): Promise<ApprovalInbox> {
  const company = companyMemberOf(member);
  if (!company || !mayApprove(company)) return { data: [] };
  const rows = await waitingOrders(db, member.tenantId, company.customerId, APPROVAL_INBOX_LIMIT);
  const data = rows
    .filter(
      (row) =>
        row.approver_role !== null &&
        mayDecideOrder(company, {
          customerId: company.customerId,
          placedBy: row.placed_by_id ?? 0,
          approvedBy: null,
          approverRole: row.approver_role,
          approverUserIds: row.approver_user_ids,
        }),
    )
    .map((row) => ({
      id: row.id,
      sale_no: row.sale_no,
      order_date: row.sale_date,
      placed_at: row.created_at.toISOString(),
      total: row.total,
      lines: Number(row.lines ?? 0),
      purchase_order: row.purchase_order,
      placed_by: colleagueOf(row.placed_by_id, row.placed_by_first_name, row.placed_by_last_name),
      reasons: row.approval_reasons ?? [],
      approver_role: row.approver_role ?? 'approver',
      approver_user_ids: row.approver_user_ids,
    }));
  return { data };
}

/** Why this member may not make this decision on a waiting order, or null when they may. */
function refusal(
  company: CompanyMember,
  decision: ApprovalDecision,
  order: NonNullable<Awaited<ReturnType<typeof repository.orderToDecide>>>,
): AppError | null {
  const placedBy = order.placed_by_user_id ?? 0;
  const facts = { customerId: order.customer_id, placedBy, approvedBy: null };
  if (decision === 'withdraw') {
    return mayWithdrawOrder(company, facts) ? null : forbidden('approvals.notPlacer');
  }
  if (placedBy === company.memberId) return forbidden('approvals.ownOrder');
  const approverRole = order.approver_role ?? 'approver';
  return mayDecideOrder(company, {
    ...facts,
    approverRole,
    approverUserIds: order.approver_user_ids,
  })
    ? null
    : forbidden('approvals.notApprover');
}

/**
 * One decision on one order. Another customer's or tenant's order, or one the member may not
 * read, is not found (404); one that no longer waits is a conflict (409); a member who may not
 * make this decision is refused (403: nobody approves their own order). The write itself is
 * conditional on the order still waiting, so two approvers at once produce one decision: the
 * second gets 409.
 */
export async function decideOrder(
  db: Db,
  member: Member,
  orderId: number,
  decision: ApprovalDecision,
  comment: string | null = null,
): Promise<ApprovalDecisionResponse['data']> {
  const company = companyMemberOf(member);
  const scope = buyerScopeOf(member);
  const order = company && scope && (await repository.orderToDecide(db, scope, orderId));
  if (!company || !order) throw notFound('orders.notFound');
  if (statusAfterDecision(order.status, decision) === null) throw notWaiting();
  const refused = refusal(company, decision, order);
  if (refused) throw refused;
  const moved = await repository.decide(db, {
    tenantId: member.tenantId,
    customerId: company.customerId,
    orderId,
    decision,
    userId: member.userId,
    role: company.role,
    comment,
  });
  if (!moved) throw notWaiting();
  return moved;
}
