import { sql, type Kysely } from 'kysely';

/**
 * Whether a reset request's link was shown to the administrator who issued it, or only e-mailed
 * to the account (an account that belongs to another company too; decision 010). A shown link
 * stops working if its account joins another company before it is used. Links issued before
 * this migration were all shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table password_reset_requests
    add column link_shown boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table password_reset_requests drop column if exists link_shown`.execute(db);
}
