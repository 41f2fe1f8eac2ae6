import {
  approvalReasons,
  approverRoleFor,
  approverUsersFor,
  spendingVerdict,
  type ApprovalReason,
  type ApprovalRule,
  type OrderToApprove,
  type OverLimitChoice,
  type SpendingPeriod,
  type SpendingState,
} from '@portal/contract';
import { fieldError } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import type { NewOrder } from './orders.repository.ts';

/**
 * Where an order about to be written goes (decisions 033 and 042): straight to the manufacturer,
 * or to a colleague's approval (a requester's, one a customer's rule matches, or one over a
 * spending limit that asks for approval), and whether the statement that writes it must check the
 * member's spending limit. One decision for every way an order is placed: a checkout
 * (orders.service.ts) and an accepted quote (quotes.service.ts).
 */

/** The member's spending row as the order inputs read it. */
export interface SpendingRow {
  limit: number | null;
  period: SpendingPeriod | null;
  spent: number;
  spentSince: string | null;
  /** Absent in rows read before decision 042: refused. */
  overLimit?: OverLimitChoice;
}

export const overSpendingLimit = () => fieldError('header.customer_id', 'orders.overSpendingLimit');

/** The member's limit as the rules read it; null when they have none. */
export function spendingStateOf(row: SpendingRow | null | undefined): SpendingState | null {
  if (!row || row.limit === null || row.period === null) return null;
  return { limit: row.limit, period: row.period, spent: row.spent, spentSince: row.spentSince };
}

type Routing = Pick<NewOrder, 'approval' | 'limited'>;

function approvalFor(reasons: readonly ApprovalReason[], rules: readonly ApprovalRule[]) {
  return reasons.length > 0
    ? {
        reasons,
        approverRole: approverRoleFor(reasons, rules),
        approverUserIds: approverUsersFor(reasons, rules),
      }
    : undefined;
}

/**
 * The order's approval (absent: none needed) and whether its statement checks the limit. An order
 * that would pass the member's limit is refused here (422) when their limit refuses, or waits for
 * an approver (and counts) when it asks for approval; the statement checks again for orders
 * racing it (see overLimitAfterRace).
 */
export function routeOrder(
  member: Member,
  order: OrderToApprove,
  rules: readonly ApprovalRule[],
  spending: SpendingRow | null | undefined,
  at: Date,
): Routing {
  const company = companyMemberOf(member);
  const reasons = company ? approvalReasons(company, order, rules) : [];
  const limit = spendingStateOf(spending);
  let limited: Routing['limited'] = limit !== null;
  if (limit) {
    const verdict = spendingVerdict(limit, spending?.overLimit ?? 'refused', order.total, at);
    if (verdict === 'refused') throw overSpendingLimit();
    if (verdict === 'needs_approval') {
      reasons.push({ kind: 'over_limit', limit: limit.limit });
      limited = 'counted';
    }
  }
  return { approval: approvalFor(reasons, rules), limited };
}

/**
 * The order again, when its statement wrote nothing because an order racing it spent the rest of
 * the limit first: refused (undefined) when the limit refuses, otherwise the same order waiting
 * for an approver because it passes the limit, counted whatever the sum.
 */
export function overLimitAfterRace(
  routing: Routing,
  rules: readonly ApprovalRule[],
  spending: SpendingRow | null | undefined,
): Routing | undefined {
  const limit = spendingStateOf(spending);
  if (!limit || routing.limited !== true || spending?.overLimit !== 'needs_approval') {
    return undefined;
  }
  const reasons = [
    ...(routing.approval?.reasons ?? []),
    { kind: 'over_limit' as const, limit: limit.limit },
  ];
  return { approval: approvalFor(reasons, rules), limited: 'counted' };
}
