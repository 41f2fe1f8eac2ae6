import {
  alwaysNeedsApproval,
  COMPANY_ROLES,
  mayApproveOrder,
  type CompanyMember,
  type CompanyOrder,
  type CompanyRole,
} from './company-roles.ts';
import { toCents } from './order-money.ts';

/**
 * When a customer's order waits for a colleague's approval, and who may decide it (issue 29
 * point 3, decision 033). The rules are the customer's data; this module reads them against an
 * order about to be placed, with no I/O: the server runs it between the read of the order's
 * inputs (which brings the rules along) and the one statement that writes the order.
 */

/** What a rule looks at: the order's total above an amount, or more than a number of lines. */
export const APPROVAL_CONDITIONS = ['total_above', 'lines_above'] as const;
export type ApprovalCondition = (typeof APPROVAL_CONDITIONS)[number];

/** Who may decide an order a rule holds: an approver or better, or only a customer admin. */
export const APPROVER_ROLES = ['approver', 'customer_admin'] as const;
export type ApproverRole = (typeof APPROVER_ROLES)[number];

/** The roles a rule may apply to: a requester's order waits whatever the rules say. */
export const RULED_ROLES = [
  'customer_admin',
  'approver',
  'buyer',
] as const satisfies readonly CompanyRole[];
export type RuledRole = (typeof RULED_ROLES)[number];

/** One approval rule of a customer. */
export interface ApprovalRule {
  id: number;
  condition: ApprovalCondition;
  /** An amount in the tenant's currency (total_above) or a number of lines (lines_above). */
  threshold: number;
  /** The roles whose orders it holds. */
  appliesTo: readonly CompanyRole[];
  approverRole: ApproverRole;
}

/** Why an order waits: its placer is a requester, or a rule matched it (with the rule's values). */
export type ApprovalReason =
  { kind: 'requester' } | { kind: ApprovalCondition; rule_id: number; threshold: number };

/** An order about to be placed, as the rules read it. */
export interface OrderToApprove {
  total: number;
  lines: number;
}

function matches(rule: ApprovalRule, order: OrderToApprove): boolean {
  switch (rule.condition) {
    case 'total_above':
      return toCents(order.total) > toCents(rule.threshold);
    case 'lines_above':
      return order.lines > rule.threshold;
  }
}

/**
 * Why the member's order must wait for approval; empty when it is placed for the manufacturer at
 * once. A requester's always waits; otherwise each rule that applies to the member's role and
 * matches the order is a reason.
 */
export function approvalReasons(
  member: CompanyMember,
  order: OrderToApprove,
  rules: readonly ApprovalRule[],
): ApprovalReason[] {
  const reasons: ApprovalReason[] = alwaysNeedsApproval(member) ? [{ kind: 'requester' }] : [];
  for (const rule of rules) {
    if (rule.appliesTo.includes(member.role) && matches(rule, order)) {
      reasons.push({ kind: rule.condition, rule_id: rule.id, threshold: rule.threshold });
    }
  }
  return reasons;
}

const atLeast = (role: CompanyRole, least: CompanyRole): boolean =>
  COMPANY_ROLES.indexOf(role) <= COMPANY_ROLES.indexOf(least);

/**
 * Who may decide an order held for these reasons: the highest approver role any of its rules
 * asks for (a requester's order needs an approver).
 */
export function approverRoleFor(
  reasons: readonly ApprovalReason[],
  rules: readonly ApprovalRule[],
): ApproverRole {
  const held = new Set(reasons.map((reason) => ('rule_id' in reason ? reason.rule_id : null)));
  return rules.some((rule) => held.has(rule.id) && rule.approverRole === 'customer_admin')
    ? 'customer_admin'
    : 'approver';
}

/** Whether a role approves orders (company-roles' mayApprove, for a screen that has only the role). */
export const roleMayApprove = (role: CompanyRole): boolean => atLeast(role, 'approver');

/** Whether a role's orders always wait (company-roles' alwaysNeedsApproval, by the role alone). */
export const alwaysNeedsApprovalRole = (role: CompanyRole): boolean => role === 'requester';

/** An order that waits, as the approval decisions read it. */
export interface OrderAwaitingDecision extends CompanyOrder {
  approverRole: ApproverRole;
}

/**
 * Whether the member may approve or decline this waiting order: an approver of its company with
 * the role its rules ask for, never its placer (the caller checks that it still waits).
 */
export const mayDecideOrder = (member: CompanyMember, order: OrderAwaitingDecision): boolean =>
  mayApproveOrder(member, order) && atLeast(member.role, order.approverRole);

/** Whether the member may withdraw this waiting order: only the colleague who placed it. */
export const mayWithdrawOrder = (member: CompanyMember, order: CompanyOrder): boolean =>
  member.active && member.customerId === order.customerId && order.placedBy === member.memberId;
