import { sql, type Kysely } from 'kysely';

/**
 * What a member chooses about the e-mails the portal sends them (issue 13 point 4), per company
 * as everything a member does: the language they are written in (the one they registered in,
 * until they choose another in their profile) and whether order status changes are e-mailed.
 */
const statements = [
  `alter table memberships add column language text not null default 'en'
     check (language in ('en', 'es', 'fr'))`,
  `alter table memberships add column order_status_emails boolean not null default true`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table memberships drop column order_status_emails`.execute(db);
  await sql`alter table memberships drop column language`.execute(db);
}
