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

/**
 * What a rule looks at: the order's total above an amount, more than a number of lines, a line
 * of a product filed in a chosen category (or below it), or a chosen ship-to address.
 */
export const APPROVAL_CONDITIONS = ['total_above', 'lines_above', 'category', 'ship_to'] as const;
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
  /** The chosen category (condition 'category'); null otherwise. */
  categoryId?: number | null;
  /** The chosen ship-to address (condition 'ship_to'); null otherwise. */
  addressId?: number | null;
  /** The roles whose orders it holds. */
  appliesTo: readonly CompanyRole[];
  /** Who decides when no colleague is named. */
  approverRole: ApproverRole;
  /** The colleagues who decide, by name; empty: anyone with `approverRole`. */
  approverUserIds?: readonly number[];
}

/**
 * Why an order waits: its placer is a requester, a rule matched it (with the rule's values, a
 * snapshot), or it passes its placer's spending limit and their limit asks for an approval.
 */
export type ApprovalReason =
  | { kind: 'requester' }
  | { kind: 'total_above' | 'lines_above'; rule_id: number; threshold: number }
  | { kind: 'category'; rule_id: number; category_id: number }
  | { kind: 'ship_to'; rule_id: number; address_id: number }
  | { kind: 'over_limit'; limit: number };

/** An order about to be placed, as the rules read it. */
export interface OrderToApprove {
  total: number;
  lines: number;
  /**
   * Every category its lines' products are filed in, with each of their ancestors (a rule on a
   * category holds a product filed below it too).
   */
  categoryIds?: readonly number[];
  /** The ship-to address it goes to. */
  addressId?: number;
}

function matches(rule: ApprovalRule, order: OrderToApprove): boolean {
  switch (rule.condition) {
    case 'total_above':
      return toCents(order.total) > toCents(rule.threshold);
    case 'lines_above':
      return order.lines > rule.threshold;
    case 'category':
      return rule.categoryId != null && (order.categoryIds ?? []).includes(rule.categoryId);
    case 'ship_to':
      return rule.addressId != null && order.addressId === rule.addressId;
  }
}

function reasonOf(rule: ApprovalRule): ApprovalReason {
  switch (rule.condition) {
    case 'category':
      return { kind: 'category', rule_id: rule.id, category_id: rule.categoryId ?? 0 };
    case 'ship_to':
      return { kind: 'ship_to', rule_id: rule.id, address_id: rule.addressId ?? 0 };
    default:
      return { kind: rule.condition, rule_id: rule.id, threshold: rule.threshold };
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
      reasons.push(reasonOf(rule));
    }
  }
  return reasons;
}

const atLeast = (role: CompanyRole, least: CompanyRole): boolean =>
  COMPANY_ROLES.indexOf(role) <= COMPANY_ROLES.indexOf(least);

const heldRules = (reasons: readonly ApprovalReason[], rules: readonly ApprovalRule[]) => {
  const held = new Set(reasons.map((reason) => ('rule_id' in reason ? reason.rule_id : null)));
  return rules.filter((rule) => held.has(rule.id));
};

const namesApprovers = (rule: ApprovalRule) => (rule.approverUserIds ?? []).length > 0;

/**
 * Who may decide an order held for these reasons: the highest approver role any of its rules
 * asks for (a requester's order needs an approver; a rule that names its approvers asks for no
 * role of its own).
 */
export function approverRoleFor(
  reasons: readonly ApprovalReason[],
  rules: readonly ApprovalRule[],
): ApproverRole {
  return heldRules(reasons, rules).some(
    (rule) => !namesApprovers(rule) && rule.approverRole === 'customer_admin',
  )
    ? 'customer_admin'
    : 'approver';
}

/**
 * The colleagues named to decide an order held for these reasons: every colleague any of its
 * rules names (any one of them decides), sorted; null when no rule that holds it names anyone
 * (then the role decides alone). A named colleague must still hold the order's approver role.
 */
export function approverUsersFor(
  reasons: readonly ApprovalReason[],
  rules: readonly ApprovalRule[],
): number[] | null {
  const named = heldRules(reasons, rules).filter(namesApprovers);
  if (named.length === 0) return null;
  return [...new Set(named.flatMap((rule) => rule.approverUserIds ?? []))].sort((a, b) => a - b);
}

/** Whether a role approves orders (company-roles' mayApprove, for a screen that has only the role). */
export const roleMayApprove = (role: CompanyRole): boolean => atLeast(role, 'approver');

/** Whether a role's orders always wait (company-roles' alwaysNeedsApproval, by the role alone). */
export const alwaysNeedsApprovalRole = (role: CompanyRole): boolean => role === 'requester';

/** An order that waits, as the approval decisions read it. */
export interface OrderAwaitingDecision extends CompanyOrder {
  approverRole: ApproverRole;
  /** The colleagues its rules name; null or absent: its role decides. */
  approverUserIds?: readonly number[] | null;
}

/**
 * Whether the member may approve or decline this waiting order: an approver of its company with
 * the role its rules ask for and, when its rules name colleagues, one of them; never its placer
 * (the caller checks that it still waits).
 */
export const mayDecideOrder = (member: CompanyMember, order: OrderAwaitingDecision): boolean =>
  mayApproveOrder(member, order) &&
  atLeast(member.role, order.approverRole) &&
  (order.approverUserIds == null || order.approverUserIds.includes(member.memberId));

/** Whether the member may withdraw this waiting order: only the colleague who placed it. */
export const mayWithdrawOrder = (member: CompanyMember, order: CompanyOrder): boolean =>
  member.active && member.customerId === order.customerId && order.placedBy === member.memberId;
