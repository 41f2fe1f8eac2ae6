import {
  MAX_APPROVAL_RULES,
  mayManageCompany,
  type ApprovalRuleRequest,
  type ApprovalRuleView,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import { consoleCustomer } from '../../readers/customer-reader.ts';
import * as repository from './approval-rules.repository.ts';

/**
 * A customer's approval rules (issue 29 point 3, decision 033). Every member of the company reads
 * them (checkout tells a buyer whose order will wait); only its administrator changes them
 * (company-roles' mayManageCompany). The rule of another company is not found.
 */

type Rule = Required<ApprovalRuleRequest>;

export async function listRules(db: Db, member: Member): Promise<ApprovalRuleView[]> {
  const company = companyMemberOf(member);
  if (!company) return [];
  return repository.listRules(db, { tenantId: member.tenantId, customerId: company.customerId });
}

/**
 * A customer's rules as the manufacturer's console reads them (read-only: the customer keeps
 * them). Another tenant's customer, or an unknown one, is not found.
 */
export async function customerRulesForConsole(
  db: Db,
  admin: Member,
  customerId: number,
): Promise<ApprovalRuleView[]> {
  if (!(await consoleCustomer(db, admin.tenantId, customerId))) {
    throw notFound('admin.customerNotFound');
  }
  return repository.listRules(db, { tenantId: admin.tenantId, customerId });
}

/** The member's company, when they run it; refused (403) otherwise. */
function administeredCompany(member: Member) {
  const company = companyMemberOf(member);
  if (!company || !mayManageCompany(company)) throw forbidden('approvals.notCompanyAdmin');
  return { tenantId: member.tenantId, customerId: company.customerId };
}

export async function createRule(db: Db, member: Member, rule: Rule): Promise<ApprovalRuleView> {
  const owner = administeredCompany(member);
  // Two administrators adding the last rule at once may both pass: the cap is a guard against
  // runaway lists, not a business rule, so one rule over it is harmless.
  if ((await repository.countRules(db, owner)) >= MAX_APPROVAL_RULES) {
    throw new AppError(409, 'approvals.tooManyRules', { max: MAX_APPROVAL_RULES });
  }
  return repository.insertRule(db, owner, rule);
}

export async function updateRule(
  db: Db,
  member: Member,
  ruleId: number,
  rule: Rule,
): Promise<ApprovalRuleView> {
  const updated = await repository.updateRule(db, administeredCompany(member), ruleId, rule);
  if (!updated) throw notFound('approvals.ruleNotFound');
  return updated;
}

export async function deleteRule(db: Db, member: Member, ruleId: number): Promise<void> {
  if (!(await repository.deleteRule(db, administeredCompany(member), ruleId))) {
    throw notFound('approvals.ruleNotFound');
  }
}
