import {
  approvalReasons,
  approverRoleFor,
  fitsSpendingLimit,
  type ApprovalRule,
  type SpendingPeriod,
  type SpendingState,
} from '@portal/contract';
import { fieldError } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import type { NewOrder } from './orders.repository.ts';

/**
 * Where an order about to be written goes (decision 033): straight to the manufacturer, or to a
 * colleague's approval (a requester's, or one a customer's rule matches), and whether the
 * statement that writes it must check the member's spending limit. One decision for every way an
 * order is placed: a checkout (orders.service.ts) and an accepted quote (quotes.service.ts).
 */

/** The member's spending row as the order inputs read it. */
export interface SpendingRow {
  limit: number | null;
  period: SpendingPeriod | null;
  spent: number;
  spentSince: string | null;
}

export const overSpendingLimit = () => fieldError('header.customer_id', 'orders.overSpendingLimit');

/** The member's limit as the rules read it; null when they have none. */
export function spendingStateOf(row: SpendingRow | null | undefined): SpendingState | null {
  if (!row || row.limit === null || row.period === null) return null;
  return { limit: row.limit, period: row.period, spent: row.spent, spentSince: row.spentSince };
}

/**
 * The order's approval (absent: none needed) and whether its statement checks the limit; an
 * order that would pass the member's limit is refused here (422), and the statement checks again
 * for orders racing it.
 */
export function routeOrder(
  member: Member,
  order: { total: number; lines: number },
  rules: readonly ApprovalRule[],
  spending: SpendingRow | null | undefined,
  at: Date,
): Pick<NewOrder, 'approval' | 'limited'> {
  const company = companyMemberOf(member);
  const reasons = company ? approvalReasons(company, order, rules) : [];
  const limit = spendingStateOf(spending);
  if (limit && !fitsSpendingLimit(limit, order.total, at)) throw overSpendingLimit();
  return {
    approval:
      reasons.length > 0 ? { reasons, approverRole: approverRoleFor(reasons, rules) } : undefined,
    limited: limit !== null,
  };
}
