import type { Db } from '../../db/schema.ts';
import { enqueue } from '../events/enqueue-event.ts';

/**
 * Announces a new invoice (issue 31 point 5): the webhook event `invoice.created` and, through
 * the same fan-out, the e-mail to the customer's members who see invoices
 * (notifications/email-fan-out.ts), both written in the transaction that wrote the invoice.
 */
export async function invoiceCreated(trx: Db, tenantId: number, invoiceId: number) {
  const invoice = await trx
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      'customer_id',
      'order_id',
      'issue_date',
      'due_date',
      'currency',
      'total',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  await enqueue(trx, tenantId, 'invoice.created', {
    invoice_id: invoice.id,
    number: invoice.number,
    customer_id: invoice.customer_id,
    order_id: invoice.order_id,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    currency: invoice.currency.trim(),
    total: Number(invoice.total),
  });
}
