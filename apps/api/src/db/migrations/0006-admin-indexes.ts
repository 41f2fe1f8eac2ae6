import { sql, type Kysely } from 'kysely';

/**
 * The admin console's lookups. The audit log filtered by entity reads newest first: the initial
 * (tenant_id, created_at desc) index would walk every other entity's rows to fill a page.
 * A customer's members (its detail screen, the check before deleting it, and the foreign key
 * from memberships to customers) had no index at all, so each was a scan of the tenant's
 * memberships. (0004 was never used; numbers are not reused.)
 */
const statements = [
  `create index if not exists audit_log_entity_idx
     on audit_log (tenant_id, entity, created_at desc, id desc)`,
  `create index if not exists memberships_customer_idx
     on memberships (tenant_id, customer_id) where customer_id is not null`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists memberships_customer_idx`.execute(db);
  await sql`drop index if exists audit_log_entity_idx`.execute(db);
}
