import {
  MAX_APPROVAL_RULES,
  mayManageCompany,
  type ApprovalRuleValues,
  type ApprovalRuleView,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import { consoleCustomer } from '../../readers/customer-reader.ts';
import * as repository from './approval-rules.repository.ts';
import { actorOf, recordAudit } from '../admin/audit/record-audit.ts';

/**
 * A customer's approval rules (issue 29 point 3, decision 033). Every member of the company reads
 * them (checkout tells a buyer whose order will wait); only its administrator changes them
 * (company-roles' mayManageCompany). The rule of another company is not found.
 */

type Rule = ApprovalRuleValues;
interface Owner {
  tenantId: number;
  customerId: number;
}

/**
 * What the rule names must be the company's (decision 042): its category one of the tenant's, its
 * ship-to address one of the customer's, each named approver an active colleague who approves.
 * Another company's address or colleague reads as not found, whoever asks.
 */
async function checkTargets(db: Db, owner: Owner, rule: Rule): Promise<void> {
  const found = await repository.ruleTargets(db, owner, rule);
  if (rule.category_id !== null && !found.category) {
    throw fieldError('category_id', 'approvals.categoryNotFound');
  }
  if (rule.address_id !== null && !found.address) {
    throw fieldError('address_id', 'approvals.addressNotFound');
  }
  if (found.approvers !== rule.approver_user_ids.length) {
    throw fieldError('approver_user_ids', 'approvals.approverNotFound');
  }
}

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
  return createOwnedRule(db, administeredCompany(member), rule);
}

async function createOwnedRule(db: Db, owner: Owner, rule: Rule): Promise<ApprovalRuleView> {
  await checkTargets(db, owner, rule);
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
  return updateOwnedRule(db, administeredCompany(member), ruleId, rule);
}

async function updateOwnedRule(db: Db, owner: Owner, ruleId: number, rule: Rule) {
  await checkTargets(db, owner, rule);
  const updated = await repository.updateRule(db, owner, ruleId, rule);
  if (!updated) throw notFound('approvals.ruleNotFound');
  return updated;
}

export async function deleteRule(db: Db, member: Member, ruleId: number): Promise<void> {
  await deleteOwnedRule(db, administeredCompany(member), ruleId);
}

async function deleteOwnedRule(db: Db, owner: Owner, ruleId: number): Promise<void> {
  if (!(await repository.deleteRule(db, owner, ruleId))) {
    throw notFound('approvals.ruleNotFound');
  }
}

/**
 * The manufacturer's console keeps a customer's rules too (issue 29 point 3, "and the
 * manufacturer"): the same checks, for any customer of its own tenant (another tenant's, or an
 * unknown one, is not found).
 */
async function consoleOwner(db: Db, admin: Member, customerId: number): Promise<Owner> {
  if (!(await consoleCustomer(db, admin.tenantId, customerId))) {
    throw notFound('admin.customerNotFound');
  }
  return { tenantId: admin.tenantId, customerId };
}

/** The console's change and its audit row commit together. */
function audited<T extends { id: number } | null>(
  db: Db,
  admin: Member,
  customerId: number,
  action: 'create' | 'update' | 'delete',
  change: (trx: Db, owner: Owner) => Promise<T>,
  ruleId: number | null = null,
) {
  return db.transaction().execute(async (trx) => {
    const owner = await consoleOwner(trx, admin, customerId);
    const after = await change(trx, owner);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      ...actorOf(admin),
      action: `approval_rule.${action}`,
      entity: 'approval_rule',
      entityId: after?.id ?? ruleId,
      before: null,
      after: after ? { customer_id: customerId, ...after } : null,
    });
    return after;
  });
}

export function createRuleForConsole(db: Db, admin: Member, customerId: number, rule: Rule) {
  return audited(db, admin, customerId, 'create', (trx, owner) =>
    createOwnedRule(trx, owner, rule),
  );
}

export function updateRuleForConsole(
  db: Db,
  admin: Member,
  customerId: number,
  ruleId: number,
  rule: Rule,
) {
  return audited(db, admin, customerId, 'update', (trx, owner) =>
    updateOwnedRule(trx, owner, ruleId, rule),
  );
}

export async function deleteRuleForConsole(
  db: Db,
  admin: Member,
  customerId: number,
  ruleId: number,
) {
  await audited(
    db,
    admin,
    customerId,
    'delete',
    async (trx, owner) => {
      await deleteOwnedRule(trx, owner, ruleId);
      return null;
    },
    ruleId,
  );
}
