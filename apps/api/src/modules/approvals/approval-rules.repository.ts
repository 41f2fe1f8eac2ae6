import { sql } from 'kysely';
import type { ApprovalRuleRequest, ApprovalRuleView } from '@portal/contract';
import type { Db } from '../../db/schema.ts';

/**
 * The SQL of a customer's approval rules (decision 033). Every statement names the tenant and the
 * customer: no rule of another company can be read or changed. Placing an order reads them with
 * its inputs (orders.repository.ts' findOrderInputs), not through here.
 */

const COLUMNS = [
  'id',
  'condition',
  sql<number>`threshold::float8`.as('threshold'),
  'applies_to',
  'approver_role',
] as const;

interface Owner {
  tenantId: number;
  customerId: number;
}

export function listRules(db: Db, owner: Owner): Promise<ApprovalRuleView[]> {
  return db
    .selectFrom('approval_rules')
    .select(COLUMNS)
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('id')
    .execute();
}

export async function countRules(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('approval_rules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type RuleValues = Required<ApprovalRuleRequest>;

export function insertRule(db: Db, owner: Owner, rule: RuleValues): Promise<ApprovalRuleView> {
  return db
    .insertInto('approval_rules')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      condition: rule.condition,
      threshold: rule.threshold,
      applies_to: [...rule.applies_to],
      approver_role: rule.approver_role,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateRule(
  db: Db,
  owner: Owner,
  ruleId: number,
  rule: RuleValues,
): Promise<ApprovalRuleView | undefined> {
  return db
    .updateTable('approval_rules')
    .set({
      condition: rule.condition,
      threshold: rule.threshold,
      applies_to: [...rule.applies_to],
      approver_role: rule.approver_role,
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', ruleId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteRule(db: Db, owner: Owner, ruleId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('approval_rules')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
