import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/**
 * A customer's long ledger history (issue 31 point 9: "a customer with 10,000 ledger entries"):
 * `invoices` invoices over five years, each with its ledger entry, and as many payments, each
 * settling its invoice (every other one in full, the rest in part). 2 × `invoices` entries,
 * written by four set-based statements whatever the count: the bench seeds it for its ledger
 * customer, and the API test that holds the invoices page and the statement to one statement
 * each seeds it too.
 */
export const BENCH_LEDGER_INVOICES = 5000;

export async function seedLedgerHistory(
  db: Db,
  tenantId: number,
  customerId: number,
  {
    invoices = BENCH_LEDGER_INVOICES,
    prefix = 'HIST',
  }: { invoices?: number; prefix?: string } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Spread over the five years before 2027, issued in number order, due a month later.
    await sql`
      insert into invoices (tenant_id, customer_id, number, issue_date, due_date, po_number,
                            currency, subtotal, tax_total, total)
      select ${tenantId}, ${customerId}, ${prefix} || '-' || g,
             date '2022-01-01' + (g * 1825 / ${invoices}::int),
             date '2022-01-31' + (g * 1825 / ${invoices}::int),
             'PO-' || (g % 97), 'USD', 100 + g % 50, 0, 100 + g % 50
      from generate_series(1, ${invoices}::int) as g`.execute(trx);
    await sql`
      insert into ledger_entries (tenant_id, customer_id, kind, entry_date, amount, currency,
                                  invoice_id, reference)
      select i.tenant_id, i.customer_id, 'invoice', i.issue_date, i.total, i.currency, i.id, i.number
      from invoices i
      where i.tenant_id = ${tenantId} and i.customer_id = ${customerId}
        and i.number like ${`${prefix}-%`}`.execute(trx);
    // A payment per invoice, three weeks after it, named by the invoice it settles.
    await sql`
      insert into ledger_entries (tenant_id, customer_id, kind, entry_date, amount, currency,
                                  external_id, reference)
      select i.tenant_id, i.customer_id, 'payment', i.issue_date + 21,
             -(case when i.id % 2 = 0 then i.total else 60 end), i.currency,
             ${`${prefix}-PAY-`} || i.id, 'Wire ' || i.number
      from invoices i
      where i.tenant_id = ${tenantId} and i.customer_id = ${customerId}
        and i.number like ${`${prefix}-%`}`.execute(trx);
    // The invoice by its key, read from the payment's external id: joined on the built string,
    // the tables' missing statistics (written in this transaction) made it a nested loop over
    // every invoice for each payment (3.5 s for a test's history).
    const payPrefix = `${prefix}-PAY-`;
    await sql`
      insert into ledger_allocations (tenant_id, entry_id, invoice_id, amount)
      select e.tenant_id, e.id, i.id, -e.amount
      from ledger_entries e
      join invoices i on i.tenant_id = e.tenant_id
        and i.id = substr(e.external_id, ${payPrefix.length + 1}::int)::int
      where e.tenant_id = ${tenantId} and e.kind = 'payment'
        and e.external_id like ${`${payPrefix}%`}`.execute(trx);
  });
}

/**
 * The bench tenant's ledger customer (its first customer: bench buyer 1's) with its history, once:
 * a tenant seeded before has it added, one seeded with it already is left as it is. Answers
 * whether it wrote it.
 */
export async function ensureBenchLedger(db: Db, code: string): Promise<boolean> {
  const customer = await db
    .selectFrom('customers as c')
    .innerJoin('tenants as t', 't.id', 'c.tenant_id')
    .select(['c.id', 'c.tenant_id'])
    .where('t.code', '=', code)
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  if (!customer) return false;
  const seeded = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('tenant_id', '=', customer.tenant_id)
    .where('customer_id', '=', customer.id)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return false;
  await seedLedgerHistory(db, customer.tenant_id, customer.id);
  return true;
}
