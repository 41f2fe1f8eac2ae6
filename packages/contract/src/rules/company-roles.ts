/**
 * What each person of a customer company may do there (issue 29 point 1). A role belongs to a
 * membership, not to an account: one person may approve at one manufacturer and only request at
 * another. The server enforces these answers and the web app shows only what they allow; neither
 * decides on its own.
 */

import { COMPANY_ROLES, type CompanyRole } from './company-role-names.ts';

export { COMPANY_ROLES, type CompanyRole };

/**
 * - customer_admin: runs the company's people, rules, limits and addresses; places and approves.
 * - approver: places orders and approves colleagues' orders.
 * - buyer: places orders.
 * - requester: builds carts and submits them for approval; never places an order.
 */
const RANK: Readonly<Record<CompanyRole, number>> = {
  customer_admin: 3,
  approver: 2,
  buyer: 1,
  requester: 0,
};

/** A person's membership of a customer company, as the rules read it. */
export interface CompanyMember {
  /**
   * The member's user id. A membership is one user at one tenant, and these rules are always read
   * within one tenant, so the user id names the membership there.
   */
  memberId: number;
  customerId: number;
  role: CompanyRole;
  /** Sees every order of the company; otherwise their own and those they approved. */
  seesAllOrders: boolean;
  /** A disabled colleague keeps their history but may do nothing. */
  active: boolean;
}

/** An order as the rules read it: whose company it is, who placed it, who approved it. */
export interface CompanyOrder {
  customerId: number;
  placedBy: number;
  approvedBy: number | null;
}

const sameCompany = (member: CompanyMember, customerId: number) =>
  member.active && member.customerId === customerId;

/** Whether checking out places the order (it may still wait for an approval rule). */
export const mayPlaceOrders = (member: CompanyMember): boolean =>
  member.active && member.role !== 'requester';

/**
 * Whether checking out sends the cart for approval whatever the rules say: a requester's order
 * always waits for an approver.
 */
export const alwaysNeedsApproval = (member: CompanyMember): boolean =>
  member.active && member.role === 'requester';

/** Whether the member may approve or decline orders of their company (the rules say which). */
export const mayApprove = (member: CompanyMember): boolean =>
  member.active && RANK[member.role] >= RANK.approver;

/**
 * Whether the member may approve or decline this order: an approver of the same company, never
 * their own order, and only while it waits (the caller checks the order's state).
 */
export const mayApproveOrder = (member: CompanyMember, order: CompanyOrder): boolean =>
  mayApprove(member) && sameCompany(member, order.customerId) && order.placedBy !== member.memberId;

/** Whether the member may see this order. */
export function maySeeOrder(member: CompanyMember, order: CompanyOrder): boolean {
  if (!sameCompany(member, order.customerId)) return false;
  if (member.role === 'customer_admin' || member.seesAllOrders) return true;
  return order.placedBy === member.memberId || order.approvedBy === member.memberId;
}

/**
 * Whether the member's order lists cover the whole company (otherwise their own orders and those
 * they approved).
 */
export const seesCompanyOrders = (member: CompanyMember): boolean =>
  member.active && (member.role === 'customer_admin' || member.seesAllOrders);

/**
 * Whether the member runs the company: colleagues and invitations, approval rules, spending
 * limits and who ships where.
 */
export const mayManageCompany = (member: CompanyMember): boolean =>
  member.active && roleManagesCompany(member.role);

/**
 * Whether a role runs its company: what a screen that knows only the signed-in member's role (an
 * approved member: active) reads to offer the Company area.
 */
export const roleManagesCompany = (role: CompanyRole): boolean => role === 'customer_admin';

/** Whether the member may give a colleague this role: never more than their own. */
export const mayGrantRole = (member: CompanyMember, role: CompanyRole): boolean =>
  mayManageCompany(member) && RANK[role] <= RANK[member.role];

/**
 * Whether the member may change, disable or re-enable this colleague: a colleague of the same
 * company, never themselves (so nobody raises their own role or leaves the company without its
 * administrator by accident), and never one who holds more than they do.
 */
export const mayManageColleague = (member: CompanyMember, colleague: CompanyMember): boolean =>
  mayManageCompany(member) &&
  colleague.customerId === member.customerId &&
  colleague.memberId !== member.memberId &&
  RANK[colleague.role] <= RANK[member.role];

/** The roles the member may give, most first, in the order a form offers them. */
export const grantableRoles = (member: CompanyMember): readonly CompanyRole[] =>
  COMPANY_ROLES.filter((role) => mayGrantRole(member, role));

/**
 * Whether the member may read the company's invoices, balance and statement (issue 31 point 3,
 * decision 038): a customer administrator always; anyone else when their membership's
 * `sees_invoices` flag says so.
 */
export const maySeeInvoices = (
  member: Pick<CompanyMember, 'role' | 'active'> & { seesInvoices: boolean },
): boolean => member.active && (member.role === 'customer_admin' || member.seesInvoices);
