import { sql, type Updateable } from 'kysely';
import type { Db, MembershipsTable, Trx } from '../../db/schema.ts';

/** The people of one customer company at one tenant: its members who are not the staff. */
function companyMembers(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.tenant_id', '=', tenantId)
    .where('m.customer_id', '=', customerId)
    .where('m.role', '=', 'customer')
    .where('m.status', 'in', ['pending', 'approved', 'disabled']);
}

const COLUMNS = [
  'm.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'm.company_role',
  'm.sees_all_orders',
  'm.status',
  'm.ship_to_address_ids',
  // The spending limit as the rules read it (decision 033): numerics as numbers, the day as text.
  sql<number | null>`m.spending_limit::float8`.as('spending_limit'),
  'm.spending_over_limit',
  'm.spending_period',
  sql<number>`m.spent_in_period::float8`.as('spent_in_period'),
  sql<string | null>`m.spent_period_start::text`.as('spent_period_start'),
] as const;

// A session is opened by each sign-in (and each switch into the company): the latest is when they
// last came. A company's people are few; the sessions' user index answers each.
const lastSignIn = sql<Date | null>`(select max(s.created_at) from sessions s
  where s.user_id = m.user_id and s.tenant_id = m.tenant_id)`.as('last_sign_in_at');

export function listColleagues(db: Db, tenantId: number, customerId: number) {
  return companyMembers(db, tenantId, customerId)
    .select(COLUMNS)
    .select(lastSignIn)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('m.user_id')
    .execute();
}
export type ColleagueRow = Awaited<ReturnType<typeof listColleagues>>[number];

export function findColleague(db: Db, tenantId: number, customerId: number, userId: number) {
  return companyMembers(db, tenantId, customerId)
    .select(COLUMNS)
    .select(lastSignIn)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** The colleague's membership, locked: another customer's or tenant's person is not found. */
export function lockColleague(trx: Trx, tenantId: number, customerId: number, userId: number) {
  return trx
    .selectFrom('memberships')
    .select(['status', 'company_role', 'sees_all_orders', 'ship_to_address_ids'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('role', '=', 'customer')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved', 'disabled'])
    .forUpdate()
    .executeTakeFirst();
}

export async function updateColleague(
  trx: Trx,
  tenantId: number,
  userId: number,
  values: Updateable<MembershipsTable>,
): Promise<void> {
  await trx
    .updateTable('memberships')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}
