import { sql, type Kysely } from 'kysely';

/**
 * The Idempotency-Key of every write a client may retry (decision 021), orders aside (theirs is a
 * column of the order, written by its one statement: decision 008).
 *
 * A key belongs to one caller of one tenant (`caller`: `user:<id>`, `api-key:<id>`, or
 * `address:<ip>` for a registration, which has no account yet): the primary key, so one
 * company's or one caller's key never finds another's answer. Only the key's SHA-256 is kept.
 * The row is inserted by the first statement of the request's transaction, so it commits with
 * the request's writes or not at all, and a concurrent request with the same key waits on it;
 * the answer (status, body encrypted with a key derived from the Idempotency-Key) is written
 * once the request has answered. Rows expire (24 hours; 10 minutes for an answer showing a
 * secret once) and are deleted once expired.
 */
const statements = [
  `create table idempotency_keys (
     tenant_id integer not null references tenants (id) on delete cascade,
     caller text not null check (length(caller) between 1 and 100),
     key_hash text not null check (length(key_hash) = 64),
     fingerprint text not null check (length(fingerprint) = 64),
     status_code smallint,
     answer text,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     primary key (tenant_id, caller, key_hash)
   )`,
  `create index idempotency_keys_expiry_idx on idempotency_keys (expires_at)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists idempotency_keys`.execute(db);
}
