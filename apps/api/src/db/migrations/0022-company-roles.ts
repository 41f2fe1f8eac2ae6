import { sql, type Kysely } from 'kysely';

/**
 * A person's role inside their customer company, per membership (issue 29 point 1, decision 031):
 * one person may approve at one manufacturer and only request at another. The defaults keep what
 * every buyer could do before: place orders ('buyer') and see all their company's orders. Whether
 * the member is active is the membership's status, as it was ('approved'; 'disabled' is off).
 */
const statements = [
  `alter table memberships add column company_role text not null default 'buyer'
     check (company_role in ('customer_admin', 'approver', 'buyer', 'requester'))`,
  `alter table memberships add column sees_all_orders boolean not null default true`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table memberships drop column sees_all_orders`.execute(db);
  await sql`alter table memberships drop column company_role`.execute(db);
}
