import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { InvoiceFacts } from './email-templates.ts';

/** What an invoice's e-mail tells, read when it is sent (its open amount then); null if gone. */
export async function readInvoiceForEmail(
  db: Db,
  tenantId: number,
  invoiceId: number,
): Promise<InvoiceFacts | null> {
  const row = await db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.number', 'i.due_date', 'i.currency', 'i.total'])
    .select((eb) =>
      eb
        .selectFrom('ledger_allocations as a')
        .select(sql<number>`coalesce(sum(a.amount), 0)`.as('settled'))
        .whereRef('a.tenant_id', '=', 'i.tenant_id')
        .whereRef('a.invoice_id', '=', 'i.id')
        .as('settled'),
    )
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) return null;
  const total = Number(row.total);
  return {
    id: row.id,
    number: row.number,
    dueDate: row.due_date,
    currency: row.currency.trim(),
    total,
    openAmount: Math.max(0, total - Number(row.settled ?? 0)),
  };
}
