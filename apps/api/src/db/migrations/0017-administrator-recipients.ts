import { sql, type Kysely } from 'kysely';

/**
 * The administrators an order or a registration e-mails (notifications/email-fan-out.ts) are
 * found by every order's own statement: without this index it walked the tenant's approved
 * members (5,000 in the bench tenant) to keep the few administrators.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index memberships_admins_idx on memberships (tenant_id)
    where role = 'admin' and status = 'approved'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists memberships_admins_idx`.execute(db);
}
