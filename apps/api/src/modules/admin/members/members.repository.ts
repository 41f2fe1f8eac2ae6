import { sql, type Updateable } from 'kysely';
import type { Db, MembershipsTable, MembershipStatus, Trx } from '../../../db/schema.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

function tenantMembers(
  db: Db,
  tenantId: number,
  filter: { status?: MembershipStatus; search: string },
) {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.tenant_id', '=', tenantId);
  if (filter.status) query = query.where('m.status', '=', filter.status);
  const text = filter.search.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('m.rep_code', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const COLUMNS = [
  'm.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'm.role',
  'm.status',
  'm.rep_code',
  'm.customer_id',
  'm.company_role',
  'm.sees_all_orders',
  'm.sees_invoices',
  'c.code as customer_code',
  'c.name as customer_name',
  'm.created_at',
  'm.decided_at',
] as const;

export async function listMembers(
  db: Db,
  tenantId: number,
  filter: { status?: MembershipStatus; search: string; limit: number; offset: number },
) {
  const rows = await tenantMembers(db, tenantId, filter)
    .leftJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.customer_id'),
    )
    .select(COLUMNS)
    .orderBy('u.email')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await tenantMembers(db, tenantId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findMember(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.customer_id'),
    )
    .select(COLUMNS)
    .where('m.tenant_id', '=', tenantId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export function lockMembership(trx: Trx, tenantId: number, userId: number) {
  return trx
    .selectFrom('memberships')
    .select([
      'status',
      'rep_code',
      'customer_id',
      'company_role',
      'sees_all_orders',
      'sees_invoices',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateMembership(
  db: Db,
  tenantId: number,
  userId: number,
  values: Updateable<MembershipsTable>,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

/** Ends the user's live sessions opened for this tenant; their other tenants keep theirs. */
export async function revokeTenantSessions(db: Db, tenantId: number, userId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .execute();
}
