import { sql } from 'kysely';
import type { Db, MembershipStatus, Trx } from '../../../db/schema.ts';

/** Customer memberships seen as registrations: the account, what it typed, the decision. */
function registrations(db: Db, tenantId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.customer_id'),
    )
    .where('m.tenant_id', '=', tenantId)
    .where('m.role', '=', 'customer');
}

const COLUMNS = [
  'm.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'm.status',
  'm.registration',
  'm.customer_id',
  'c.code as customer_code',
  'c.name as customer_name',
  'm.decision_note',
  'm.created_at',
  'm.decided_at',
] as const;

export async function listRegistrations(
  db: Db,
  tenantId: number,
  filter: { status: MembershipStatus; limit: number; offset: number },
) {
  const rows = await registrations(db, tenantId)
    .select(COLUMNS)
    .where('m.status', '=', filter.status)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.user_id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await db
    .selectFrom('memberships')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'customer')
    .where('status', '=', filter.status)
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findRegistration(db: Db, tenantId: number, userId: number) {
  return registrations(db, tenantId)
    .select(COLUMNS)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}
export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

/** Locks the membership row so that two administrators cannot decide it at once. */
export function lockRegistrationStatus(trx: Trx, tenantId: number, userId: number) {
  return trx
    .selectFrom('memberships')
    .select(['status', 'customer_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('role', '=', 'customer')
    .forUpdate()
    .executeTakeFirst();
}

export async function decideRegistration(
  db: Db,
  tenantId: number,
  userId: number,
  decision: { status: 'approved' | 'rejected'; customerId: number | null; note: string | null },
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({
      status: decision.status,
      customer_id: decision.customerId,
      decision_note: decision.note,
      decided_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}
