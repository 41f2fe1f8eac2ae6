import { sql } from 'kysely';
import type { ApprovalDecision, CompanyRole } from '@portal/contract';
import { APPROVAL_DECISIONS, quoteStatusAfter } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { approvalDecidedEmails, orderCreatedEmails } from '../notifications/email-fan-out.ts';
import {
  ANNOUNCED_COLUMNS,
  orderApprovalMessages,
  orderCreatedMessages,
} from '../orders/orders.repository.ts';
import { giveBackUpdate } from '../orders/spending.sql.ts';
import { scopedOrderRows, type BuyerScope } from '../../readers/order-reader.ts';

/** The writes of approval decisions (decision 033); the reads are the order reader's. */

/** What a decision is checked against: the order as its scope reaches it. */
export function orderToDecide(db: Db, scope: BuyerScope, orderId: number) {
  return scopedOrderRows(db, scope)
    .select([
      'o.status',
      'o.customer_id',
      'o.placed_by_user_id',
      'o.approver_role',
      'o.approver_user_ids',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export interface Decision {
  tenantId: number;
  customerId: number;
  orderId: number;
  decision: ApprovalDecision;
  /** Who decides: an approver (approve, decline) or the placer (withdraw). */
  userId: number;
  /** Their company role: the least role the order asks for must be theirs or below. */
  role: CompanyRole;
  comment: string | null;
}

/**
 * Which orders the decider may move, in the statement itself: still waiting, of their customer,
 * and (to approve or decline) not their own and asking for no more than their role; (to
 * withdraw) their own. Two deciders at once both run it; the row lock makes the second re-check
 * the status after the first commits, so exactly one of them moves the order.
 */
function decidable(decision: Decision) {
  if (decision.decision === 'withdraw') {
    return sql`o.placed_by_user_id = ${decision.userId}`;
  }
  const roles = decision.role === 'customer_admin' ? ['approver', 'customer_admin'] : ['approver'];
  // An order whose rules named colleagues is theirs to decide (decision 042).
  return sql`o.placed_by_user_id is distinct from ${decision.userId}
    and o.approver_role = any (${roles}::text[])
    and (o.approver_user_ids is null or ${decision.userId}::int = any (o.approver_user_ids))`;
}

const REOPENED = quoteStatusAfter('accepted', 'reopen');

/**
 * A quote whose acceptance placed the order, open again (decision 042): for a statement whose
 * `head` is the order just declined or withdrawn. The quote's offer is offered again (and reads
 * expired if its instant passed meanwhile), no longer names the order, and its history says why.
 */
function reopenQuote(tenantId: number, userId: number) {
  return sql`, reopened as (
      update quotes q set status = ${REOPENED}, order_id = null, updated_at = now()
      from head
      where q.tenant_id = ${tenantId} and q.order_id = head.id and q.status = 'accepted'
      returning q.id
    ), reopen_event as (
      insert into quote_events (tenant_id, quote_id, action, from_status, to_status, user_id)
      select ${tenantId}, reopened.id, 'reopen', 'accepted', ${REOPENED}, ${userId}::int
      from reopened
    )`;
}

/**
 * Moves a waiting order with one conditional statement: its status, who decided and when, the
 * decline's comment, its history row and, when approved, the manufacturer's new-order webhook
 * messages and e-mails (the ones placing it would have written had it not waited); when declined
 * or withdrawn, its total given back to its placer's spending limit and the quote it came from
 * (if any) open again. Answers the
 * order's new status, or undefined when the order no longer waits (or is not the decider's).
 */
export async function decide(db: Db, decision: Decision) {
  const to = APPROVAL_DECISIONS[decision.decision];
  const decided = decision.decision === 'withdraw' ? sql`null::int` : sql`${decision.userId}::int`;
  // Approved: the manufacturer hears of it now. Declined or withdrawn: its total goes back to
  // what its placer may still spend this period.
  const { tenantId, userId, comment } = decision;
  const consequences =
    decision.decision === 'approve'
      ? sql`, webhooks as (${orderCreatedMessages(tenantId)}
        ), approved_hooks as (${orderApprovalMessages(tenantId, 'order.approved', userId)}
        ), emails as (${orderCreatedEmails(tenantId)}
        ), approved_emails as (${approvalDecidedEmails(tenantId, 'approved', userId, null)})`
      : decision.decision === 'decline'
        ? sql`, given_back as (${giveBackUpdate(tenantId)}
          ), declined_hooks as (${orderApprovalMessages(tenantId, 'order.declined', userId, comment)}
          ), declined_emails as (${approvalDecidedEmails(tenantId, 'declined', userId, comment)}
          )${reopenQuote(tenantId, userId)}`
        : sql`, given_back as (${giveBackUpdate(tenantId)})${reopenQuote(tenantId, userId)}`;
  const { rows } = await sql<{ id: number; status: typeof to }>`
    with head as (
      update orders o set status = ${to}, decided_by_user_id = ${decided},
        decided_at = case when ${decided} is null then null else now() end,
        decision_comment = ${decision.comment}, updated_at = now()
      where o.tenant_id = ${decision.tenantId} and o.id = ${decision.orderId}
        and o.customer_id = ${decision.customerId} and o.status = 'awaiting_approval'
        and ${decidable(decision)}
      returning ${ANNOUNCED_COLUMNS}
    ), history as (
      insert into order_events (tenant_id, order_id, from_status, to_status, comment, user_id)
      select ${decision.tenantId}, head.id, 'awaiting_approval', head.status, ${decision.comment},
        ${decision.userId}
      from head
    )${consequences}
    select id, status from head`.execute(db);
  return rows[0];
}
