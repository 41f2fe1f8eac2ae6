import { sql } from 'kysely';
import { acrossTenants } from '../../db/across-tenants.ts';
import type { Db, Trx } from '../../db/schema.ts';

/** The unique index of active key names (migration 0016). */
export const ACTIVE_NAME_INDEX = 'api_keys_active_name_idx';

/**
 * The key with this prefix, whatever its tenant, and the tenant named by the route's code: the
 * guard compares the two, so a key used at another tenant's code is refused as such (403).
 * Always one row, the key's columns null when no key has the prefix: both lookups run from a
 * one-row probe, so an unknown prefix costs the database the same two index probes as a known
 * one (joined to the key, the tenant was only looked up when a key was found).
 */
export function findKeyForRoute(db: Db, prefix: string, code: string) {
  return keyForRouteQuery(db, prefix, code).executeTakeFirstOrThrow();
}

/** findKeyForRoute's statement, unexecuted (its test reads the plan of both cases). */
export function keyForRouteQuery(db: Db, prefix: string, code: string) {
  return (
    db
      .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('probe'))
      .leftJoin('api_keys as k', (join) => join.on('k.prefix', '=', prefix))
      .leftJoin('tenants as t', (join) => join.on('t.code', '=', code).on('t.active', '=', true))
      .select([
        'k.tenant_id',
        'k.id',
        'k.name',
        'k.scopes',
        'k.secret_hash',
        'k.last_used_at',
        'k.revoked_at',
        't.id as route_tenant_id',
      ])
      // A prefix names one key (unique), of whatever tenant it was made for.
      .$call(acrossTenants)
  );
}

/** Records a use; callers do it at most once a minute per key, not once per request. */
export async function touchKey(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export function listKeys(db: Db, tenantId: number) {
  return (
    db
      .selectFrom('api_keys as k')
      .leftJoin('users as u', 'u.id', 'k.created_by_user_id')
      .select([
        'k.id',
        'k.name',
        'k.scopes',
        'k.prefix',
        'k.created_at',
        'k.last_used_at',
        'k.revoked_at',
        'u.id as creator_id',
        'u.email as creator_email',
        'u.first_name as creator_first_name',
        'u.last_name as creator_last_name',
      ])
      .where('k.tenant_id', '=', tenantId)
      // Active keys first, newest first; revoked ones stay listed for the audit trail.
      .orderBy(sql`k.revoked_at is not null`)
      .orderBy('k.created_at', 'desc')
      .orderBy('k.id', 'desc')
      .execute()
  );
}
export type KeyRow = Awaited<ReturnType<typeof listKeys>>[number];

/** The key, locked for the rest of the transaction. */
export function lockKey(trx: Trx, tenantId: number, id: number) {
  return trx
    .selectFrom('api_keys')
    .select(['id', 'name', 'scopes', 'revoked_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertKey(
  db: Db,
  values: {
    tenantId: number;
    name: string;
    scopes: string[];
    prefix: string;
    secretHash: string;
    userId: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('api_keys')
    .values({
      tenant_id: values.tenantId,
      name: values.name,
      scopes: values.scopes,
      prefix: values.prefix,
      secret_hash: values.secretHash,
      created_by_user_id: values.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeKey(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
