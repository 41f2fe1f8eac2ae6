import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { invoiceEmails } from '../notifications/email-fan-out.ts';

/** Invoices reminded by one statement at most: the rest wait for the next sweep. */
const BATCH = 500;

/**
 * The overdue reminder (issue 31 point 5, decision 041): ONE statement finds every tenant's
 * invoices with something open after their due date (the tenant's "today", in its time zone, as
 * rules/invoice-status.ts says 'overdue'), records the reminder (`invoice_reminders`, one row per
 * invoice and due date) and enqueues the translated e-mail `invoice_overdue` to the customer's
 * invoice recipients, for the rows it inserted only. The primary key makes a second instance's
 * insert of the same row do nothing (it waits for the first to commit), so whichever instances
 * sweep at once, one reminder goes per invoice and due date, and never again afterwards.
 * `now` is the sweep's instant (tests pass another). Answers how many invoices were reminded.
 */
export async function remindOverdueInvoices(db: Db, now: Date = new Date()): Promise<number> {
  const { rows } = await sql<{ reminded: number }>`
    with due as (
      select i.tenant_id, i.id, i.due_date from invoices i
      where i.due_date < timezone(coalesce(
          (select ts.value from tenant_settings ts
           where ts.tenant_id = i.tenant_id and ts.key = 'time_zone'), 'UTC'),
          ${now}::timestamptz)::date
        and i.total > coalesce((select sum(a.amount) from ledger_allocations a
                                where a.tenant_id = i.tenant_id and a.invoice_id = i.id), 0)
        and not exists (select 1 from invoice_reminders r
                        where r.tenant_id = i.tenant_id and r.invoice_id = i.id
                          and r.due_date = i.due_date)
      order by i.due_date, i.tenant_id, i.id
      limit ${BATCH}
    ), reminded as (
      insert into invoice_reminders (tenant_id, invoice_id, due_date)
      select tenant_id, id, due_date from due
      on conflict do nothing
      returning tenant_id, invoice_id
    ), mails as (
      ${invoiceEmails(
        sql`(select r.tenant_id, r.invoice_id as id, i.customer_id
             from reminded r join invoices i
               on i.tenant_id = r.tenant_id and i.id = r.invoice_id)`,
        'invoice.overdue',
        'invoice_overdue',
      )}
    )
    select count(*)::int as reminded from reminded`.execute(db);
  return rows[0]?.reminded ?? 0;
}
