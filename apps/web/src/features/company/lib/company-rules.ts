import { grantableRoles, roleManagesCompany, type CompanyRole } from '@portal/contract';

/**
 * What the signed-in member may do in the Company area, from the role their login answered (the
 * company-roles rules; the server decides again on every request).
 */
export const managesCompany = (role: CompanyRole | null): boolean =>
  role !== null && roleManagesCompany(role);

/** The roles the signed-in member may give, most first (never above their own). */
export const rolesToGrant = (role: CompanyRole | null): readonly CompanyRole[] =>
  role === null
    ? []
    : // A signed-in member is an approved one: active. The ids do not matter to what a role grants.
      grantableRoles({ memberId: 0, customerId: 0, role, seesAllOrders: true, active: true });
