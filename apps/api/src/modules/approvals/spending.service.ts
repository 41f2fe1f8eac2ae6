import {
  mayManageColleague,
  periodStart,
  spendingLeft,
  spentNow,
  type SpendingLimitResponse,
  type SpendingLimitValues,
} from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import { recountSpending } from '../orders/spending.sql.ts';

/**
 * Spending limits (issue 29 point 4, decision 033): a member reads what is left of their own; the
 * company's administrator sets a colleague's. Placing an order enforces them
 * (orders.repository.ts' writeOrder with spending.sql.ts).
 */

function membership(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('memberships')
    .select([
      'customer_id',
      'company_role',
      'sees_all_orders',
      sql<number | null>`spending_limit::float8`.as('limit'),
      'spending_period as period',
      sql<number>`spent_in_period::float8`.as('spent'),
      sql<string | null>`spent_period_start::text`.as('spent_since'),
      'spending_over_limit as over_limit',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('role', '=', 'customer')
    .executeTakeFirst();
}

/** The member's limit and what is left of it now; null when they have none. */
export async function ownSpendingLimit(
  db: Db,
  member: Member,
): Promise<SpendingLimitResponse['data']> {
  const row = await membership(db, member.tenantId, member.userId);
  if (!row || row.limit === null || row.period === null) return null;
  const now = new Date();
  const state = {
    limit: row.limit,
    period: row.period,
    spent: row.spent,
    spentSince: row.spent_since,
  };
  return {
    limit: row.limit,
    period: row.period,
    period_start: periodStart(row.period, now),
    spent: spentNow(state, now),
    left: spendingLeft(state, now),
    over_limit: row.over_limit,
  };
}

/**
 * Sets or removes a colleague's limit: only their company's administrator, never their own (as
 * company-roles' mayManageColleague says). A colleague of another company is not found. Setting a
 * limit counts the period's orders placed before it.
 */
export async function setSpendingLimit(
  db: Db,
  member: Member,
  userId: number,
  input: SpendingLimitValues,
) {
  const company = companyMemberOf(member);
  const colleague = await membership(db, member.tenantId, userId);
  if (!company || !colleague || colleague.customer_id !== company.customerId) {
    throw notFound('approvals.colleagueNotFound');
  }
  const managed = {
    memberId: userId,
    customerId: colleague.customer_id,
    role: colleague.company_role,
    seesAllOrders: colleague.sees_all_orders,
    active: true,
  };
  if (!mayManageColleague(company, managed)) throw forbidden('approvals.notYourColleague');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('memberships')
      .set({
        spending_limit: input.limit,
        spending_period: input.period,
        // Without a limit there is nothing to pass: the choice goes back to its default.
        spending_over_limit: input.limit === null ? 'refused' : input.over_limit,
      })
      .where('tenant_id', '=', member.tenantId)
      .where('user_id', '=', userId)
      .execute();
    await recountSpending(trx, member.tenantId, userId);
  });
  const after = await membership(db, member.tenantId, userId);
  return {
    user_id: userId,
    limit: input.limit,
    period: input.period,
    spent: after?.spent ?? 0,
    over_limit: after?.over_limit ?? 'refused',
  };
}
