import { sql, type Kysely } from 'kysely';

/**
 * An order placed with an Idempotency-Key keeps a fingerprint of its request (SHA-256 of the
 * validated body in canonical form), so that the same key with another body is refused instead of
 * answering the first order. Orders placed before this migration have none: a retry of one of
 * them is answered as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column idempotency_fingerprint text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop column if exists idempotency_fingerprint`.execute(db);
}
