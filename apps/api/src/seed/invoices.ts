import type { Db } from '../db/schema.ts';
import { writeCredit, writeInvoice } from '../modules/invoices/ledger-writes.ts';
import type { SeededCustomer } from './accounts.ts';
import type { SeededProduct } from './catalogue-generator.ts';
import { NORTHWIND } from './demo-accounts.ts';

/**
 * ACME's demo invoices for buyer@acme.example (Northwind, issue 31 point 8), written through the
 * ledger's own writes (modules/invoices/ledger-writes.ts): open, overdue, partly paid and paid
 * invoices, payments, a credit note, and open amounts in every ageing bucket (0-30, 31-60, 61-90,
 * over 90 days). Dates are counted from the day the demo is seeded, so the statuses hold.
 */
interface DemoInvoice {
  /** Days before today it was issued; due 30 days later. */
  issuedDaysAgo: number;
  /** Shares of the total paid, each a payment this many days ago ([days, share]). */
  payments: [number, number][];
  creditShare?: number;
}

const DEMO_INVOICES: DemoInvoice[] = [
  { issuedDaysAgo: 130, payments: [] }, // overdue, over 90 days
  { issuedDaysAgo: 100, payments: [[60, 1]] }, // paid
  { issuedDaysAgo: 75, payments: [[40, 0.4]] }, // overdue, partly paid, 61-90 days
  { issuedDaysAgo: 50, payments: [], creditShare: 0.1 }, // overdue, 31-60 days, credit note
  { issuedDaysAgo: 35, payments: [[5, 1]] }, // paid
  { issuedDaysAgo: 12, payments: [[2, 0.5]] }, // partly paid, not yet due, 0-30 days
  { issuedDaysAgo: 4, payments: [] }, // open, 0-30 days
];

const day = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100) / 100;

export async function seedInvoices(
  db: Db,
  tenantId: number,
  customers: readonly SeededCustomer[],
  products: readonly SeededProduct[],
): Promise<void> {
  const customer = customers.find((candidate) => candidate.code === NORTHWIND.code);
  const sold = products.filter((product) => product.price > 0).slice(0, 10);
  if (!customer || sold.length < 3) return;
  const actor = { tenantId, userId: null };
  for (const [index, demo] of DEMO_INVOICES.entries()) {
    const number = `INV-${26001 + index}`;
    const picked = [sold[index % sold.length]!, sold[(index + 2) % sold.length]!];
    const lines = picked.map((product, position) => ({
      partNumber: product.partNumber,
      description: product.description,
      quantity: 4 + index + position * 6,
      unitPrice: product.price,
      orderLineId: null,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const written = await writeInvoice(
      db,
      actor,
      {
        customerId: customer.customerId,
        number,
        externalId: `DEMO-${number}`,
        issueDate: day(-demo.issuedDaysAgo),
        dueDate: day(30 - demo.issuedDaysAgo),
        poNumber: `PO-${4100 + index * 7}`,
        orderId: null,
        currency: 'USD',
      },
      lines,
      [{ name: 'Sales tax', rate: 8, amount: cents(subtotal * 0.08) }],
    );
    const invoice = await db
      .selectFrom('invoices')
      .select('total')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', written.id)
      .executeTakeFirstOrThrow();
    const total = Number(invoice.total);
    for (const [paymentIndex, [daysAgo, share]] of demo.payments.entries()) {
      const amount = share === 1 ? total : cents(total * share);
      await writeCredit(db, actor, {
        kind: 'payment',
        customerId: customer.customerId,
        externalId: `DEMO-PAY-${number}-${paymentIndex}`,
        date: day(-daysAgo),
        amount,
        currency: 'USD',
        reference: `Wire ${8800 + index * 10 + paymentIndex}`,
        note: null,
        allocations: [{ invoiceId: written.id, amount, field: 'amount' }],
      });
    }
    if (demo.creditShare) {
      const amount = cents(total * demo.creditShare);
      await writeCredit(db, actor, {
        kind: 'credit_note',
        customerId: customer.customerId,
        externalId: `DEMO-CN-${number}`,
        date: day(-demo.issuedDaysAgo + 5),
        amount,
        currency: 'USD',
        reference: `CN-${number}`,
        note: 'Damaged in transit',
        allocations: [{ invoiceId: written.id, amount, field: 'amount' }],
      });
    }
  }
}
