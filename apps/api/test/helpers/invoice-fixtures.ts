import type { Db } from '../../src/db/schema.ts';

/**
 * An invoice of a customer as the ledger holds one (issue 31): the invoice, one line and its
 * ledger entry, written directly (the API's own writes are tested through the API).
 */
export async function createInvoice(
  db: Db,
  values: {
    tenantId: number;
    customerId: number;
    number: string;
    total?: number;
    issueDate?: string;
    dueDate?: string;
    poNumber?: string | null;
    externalId?: string | null;
  },
): Promise<number> {
  const total = values.total ?? 100;
  const issueDate = values.issueDate ?? '2026-03-01';
  const invoice = await db
    .insertInto('invoices')
    .values({
      tenant_id: values.tenantId,
      customer_id: values.customerId,
      number: values.number,
      external_id: values.externalId ?? null,
      issue_date: issueDate,
      due_date: values.dueDate ?? '2026-03-31',
      po_number: values.poNumber ?? null,
      currency: 'USD',
      subtotal: total,
      tax_total: 0,
      total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_lines')
    .values({
      tenant_id: values.tenantId,
      invoice_id: invoice.id,
      line_no: 1,
      part_number: 'PART-1',
      description: 'Part one',
      quantity: 1,
      unit_price: total,
      line_total: total,
    })
    .execute();
  await db
    .insertInto('ledger_entries')
    .values({
      tenant_id: values.tenantId,
      customer_id: values.customerId,
      kind: 'invoice',
      entry_date: issueDate,
      amount: total,
      currency: 'USD',
      invoice_id: invoice.id,
      reference: values.number,
    })
    .execute();
  return invoice.id;
}
