import { sql, type Kysely } from 'kysely';

/**
 * The order list without a status filter (every status, newest first) reads a customer's
 * orders in (created_at desc, id desc) order; the initial index leads with status after the
 * customer, so it cannot give that order without a sort. This one serves it by an index scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists orders_customer_recent_idx
      on orders (tenant_id, customer_id, created_at desc, id desc)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_customer_recent_idx`.execute(db);
}
