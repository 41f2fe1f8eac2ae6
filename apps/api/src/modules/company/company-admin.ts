import { mayManageCompany, type CompanyMember } from '@portal/contract';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import { forbidden } from '../../lib/app-error.ts';

/** A customer administrator, as the Company area's services take them. */
export interface CompanyAdmin {
  member: Member;
  /** The administrator as the rules read them; their customer is the only one they reach. */
  rules: CompanyMember & { customerId: number };
}

/**
 * The caller as a customer administrator (mayManageCompany), or 403: every Company endpoint
 * starts here, so a buyer, an approver or a member of no customer reaches none of them.
 */
export function companyAdminOf(member: Member): CompanyAdmin {
  const rules = companyMemberOf(member);
  if (!rules || !mayManageCompany(rules)) throw forbidden('company.notAdministrator');
  return { member, rules };
}
