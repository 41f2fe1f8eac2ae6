import type { Db } from '../../db/schema.ts';
import type { InvoiceFacts } from './email-templates.ts';
import { settledOfInvoice } from '../../readers/invoice-settled.ts';

/** What an invoice's e-mail tells, read when it is sent (its open amount then); null if gone. */
export async function readInvoiceForEmail(
  db: Db,
  tenantId: number,
  invoiceId: number,
): Promise<InvoiceFacts | null> {
  const row = await db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.number', 'i.due_date', 'i.currency', 'i.total'])
    .select(settledOfInvoice)
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
