import { sql } from 'kysely';
import type { ApprovalRuleValues, ApprovalRuleView } from '@portal/contract';
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
  'category_id',
  'address_id',
  'approver_user_ids',
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

type RuleValues = ApprovalRuleValues;

/**
 * What a rule names, checked in one statement: whether its category is the tenant's, its address
 * one of the customer's ship-to addresses, and how many of its named approvers are active members
 * of the customer who approve (approver or customer administrator).
 */
export async function ruleTargets(db: Db, owner: Owner, rule: RuleValues) {
  const { rows } = await sql<{ category: boolean; address: boolean; approvers: number }>`
    select
      exists (select 1 from categories where tenant_id = ${owner.tenantId}
        and id = ${rule.category_id ?? 0}) as category,
      exists (select 1 from addresses where tenant_id = ${owner.tenantId}
        and customer_id = ${owner.customerId} and type = 'S' and id = ${rule.address_id ?? 0})
        as address,
      (select count(*)::int from memberships where tenant_id = ${owner.tenantId}
        and customer_id = ${owner.customerId} and role = 'customer' and status = 'approved'
        and company_role in ('approver', 'customer_admin')
        and user_id = any(${[...rule.approver_user_ids]}::int[])) as approvers`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the rule targets statement returned no row');
  return row;
}

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
      category_id: rule.category_id,
      address_id: rule.address_id,
      approver_user_ids: [...rule.approver_user_ids],
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
      category_id: rule.category_id,
      address_id: rule.address_id,
      approver_user_ids: [...rule.approver_user_ids],
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
