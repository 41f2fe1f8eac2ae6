import { sql, type CompiledQuery } from 'kysely';
import { acrossTenants } from '../../db/across-tenants.ts';
import type { Db } from '../../db/schema.ts';

/** Every statement of the idempotency keys (migration 0019, decision 021). */

/** Whose key it is, and which: the table's primary key. */
export interface KeyOwner {
  tenantId: number;
  caller: string;
  keyHash: string;
}

export interface KeptKey {
  fingerprint: string;
  /** Null while the request that holds the key has not answered yet. */
  status_code: number | null;
  answer: string | null;
  /** How long ago the key was taken. */
  age_ms: number;
}

/** The key's row, unless it has expired (an expired key is free again). */
export function findKey(db: Db, owner: KeyOwner): Promise<KeptKey | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select([
      'fingerprint',
      'status_code',
      'answer',
      sql<number>`(extract(epoch from now() - created_at) * 1000)::float8`.as('age_ms'),
    ])
    .where('tenant_id', '=', owner.tenantId)
    .where('caller', '=', owner.caller)
    .where('key_hash', '=', owner.keyHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export interface NewKey extends KeyOwner {
  fingerprint: string;
  keepSeconds: number;
  /** The answer, when it is known as the key is taken (a request that wrote nothing). */
  answer?: { statusCode: number; sealed: string };
}

/**
 * Takes the key: a new row, or an expired one taken over. Answers a row when taken; none when a
 * live row holds the key. Run first in the request's transaction, it waits for a concurrent
 * request's transaction holding the same key to end, so of two at once one writes and the other
 * answers what the first did.
 */
export function takeKey(db: Db, key: NewKey): CompiledQuery<{ key_hash: string }> {
  const status = key.answer?.statusCode ?? null;
  const answer = key.answer?.sealed ?? null;
  return sql<{ key_hash: string }>`
    insert into idempotency_keys as k
      (tenant_id, caller, key_hash, fingerprint, status_code, answer, expires_at)
    values (${key.tenantId}, ${key.caller}, ${key.keyHash}, ${key.fingerprint}, ${status}::smallint,
      ${answer}::text, now() + ${key.keepSeconds}::int * interval '1 second')
    on conflict (tenant_id, caller, key_hash) do update
      set fingerprint = excluded.fingerprint, status_code = excluded.status_code,
        answer = excluded.answer, created_at = now(), expires_at = excluded.expires_at
      where k.expires_at <= now()
    returning k.key_hash`.compile(db);
}

/** The answer of the request that took the key, once it has answered. */
export async function keepAnswer(
  db: Db,
  owner: KeyOwner,
  statusCode: number,
  sealed: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, answer: sealed })
    .where('tenant_id', '=', owner.tenantId)
    .where('caller', '=', owner.caller)
    .where('key_hash', '=', owner.keyHash)
    .execute();
}

/** Expired keys, of every tenant: their answers (secrets among them) are kept no longer. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', sql<Date>`now()`)
    .$call(acrossTenants)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
