import { sql, type Kysely } from 'kysely';

/**
 * The outbox's claim walks each tenant's due messages of one kind, and counts what each tenant
 * and endpoint has under way (modules/outbox/outbox-claim.ts): one tenant's backlog or slow
 * receivers must not hold another's deliveries. Both indexes cover pending rows only, so they
 * stay the size of the backlog, not of the history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index outbox_messages_tenant_due_idx
    on outbox_messages (tenant_id, kind, next_attempt_at, id) where status = 'pending'`.execute(db);
  await sql`create index outbox_messages_claimed_idx
    on outbox_messages (tenant_id, kind, locked_until, endpoint_id)
    where status = 'pending' and locked_until is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists outbox_messages_claimed_idx`.execute(db);
  await sql`drop index if exists outbox_messages_tenant_due_idx`.execute(db);
}
