import { sql, type Kysely } from 'kysely';

/**
 * The account side of invoices (issue 31 points 2 and 5, decision 041).
 *
 * - invoices.shipment_id: the shipment the console billed (a tenant without an ERP bills each
 *   shipment once: the partial unique index refuses a second invoice of the same shipment even
 *   when two clicks race). An ERP's invoice names none. The invoice row is still never updated:
 *   the column is written with the invoice.
 * - invoice_reminders: the overdue reminders sent, one row per invoice and due date. The sweep
 *   (invoices/invoice-reminder.ts) inserts the row and enqueues the e-mail in one statement; the
 *   primary key makes a second instance's insert of the same row do nothing, so one e-mail goes.
 *   A table rather than a column because an issued invoice is immutable (migration 0030).
 */
const statements = [
  `alter table invoices add column shipment_id integer`,
  `alter table invoices add foreign key (tenant_id, shipment_id)
     references shipments (tenant_id, id) on delete set null (shipment_id)`,
  `create unique index invoices_shipment_idx on invoices (tenant_id, shipment_id)
     where shipment_id is not null`,
  `create table invoice_reminders (
     tenant_id integer not null,
     invoice_id integer not null,
     due_date date not null,
     created_at timestamptz not null default now(),
     primary key (tenant_id, invoice_id, due_date),
     foreign key (tenant_id, invoice_id) references invoices (tenant_id, id) on delete cascade
   )`,
  // The sweep looks at every tenant's invoices past their due date.
  `create index invoices_due_idx on invoices (due_date)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists invoices_due_idx`.execute(db);
  await sql`drop table if exists invoice_reminders`.execute(db);
  await sql`drop index if exists invoices_shipment_idx`.execute(db);
  await sql`alter table invoices drop column shipment_id`.execute(db);
}
