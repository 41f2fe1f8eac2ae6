import { sql } from 'kysely';
import type { PasswordResetStatus } from '@portal/contract';
import type { Db, Trx } from '../../../db/schema.ts';

const COLUMNS = [
  'r.id',
  'r.status',
  'r.created_at',
  'r.token_expires_at',
  'r.completed_at',
  'u.id as user_id',
  'u.email',
  'u.first_name',
  'u.last_name',
] as const;

function tenantRequests(db: Db, tenantId: number, status: PasswordResetStatus | undefined) {
  let query = db.selectFrom('password_reset_requests as r').where('r.tenant_id', '=', tenantId);
  if (status) query = query.where('r.status', '=', status);
  return query;
}

/** One page of a tenant's reset requests, newest first. */
export async function listRequests(
  db: Db,
  tenantId: number,
  filter: { status?: PasswordResetStatus; limit: number; offset: number },
) {
  const rows = await tenantRequests(db, tenantId, filter.status)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(COLUMNS)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await tenantRequests(db, tenantId, filter.status)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findRequest(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('password_reset_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('tenants as t', 't.id', 'r.tenant_id')
    .select([...COLUMNS, 't.name as tenant_name'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type ResetRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** Locks a request so that issuing, dismissing and completing it cannot interleave. */
export function lockRequest(trx: Trx, tenantId: number, id: number) {
  return trx
    .selectFrom('password_reset_requests')
    .select(['status', 'token_expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores a new link's hash (any earlier link of the request stops working) for `hours`, and
 * whether the administrator is shown the link or it is only e-mailed.
 */
export async function storeLink(
  db: Db,
  tenantId: number,
  id: number,
  link: { tokenHash: string; hours: number; shown: boolean },
): Promise<void> {
  await db
    .updateTable('password_reset_requests')
    .set({
      status: 'link_issued',
      token_hash: link.tokenHash,
      token_expires_at: sql<Date>`now() + make_interval(hours => ${link.hours})`,
      link_shown: link.shown,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function setStatus(
  db: Db,
  tenantId: number,
  id: number,
  status: 'dismissed' | 'completed',
): Promise<void> {
  await db
    .updateTable('password_reset_requests')
    .set({
      status,
      completed_at: status === 'completed' ? sql<Date>`now()` : null,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
