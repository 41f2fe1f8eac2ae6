import { beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createInvoice } from '../../../test/helpers/invoice-fixtures.ts';
import { createOrderWorld, type OrderWorld } from '../../../test/helpers/order-fixtures.ts';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { seedLedgerHistory } from '../../seed/bench/bench-ledger.ts';

/**
 * What the invoices page and the statement cost the database (issue 31 point 9): one statement
 * each, whatever the filters and however long the customer's history, with the session check
 * kept by this instance (decision 025), for a customer with 10,000 ledger entries. The bench
 * (apps/api/bench) times them on the same history (seed/bench/bench-ledger.ts).
 */
describe('statements per invoices page and per statement', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300, SESSION_CACHE: true }));
  let world: OrderWorld;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    for (let index = 1; index <= 30; index += 1) {
      await createInvoice(t.db, {
        tenantId: world.acme.id,
        customerId: world.customerA.id,
        number: `INV-${index}`,
        issueDate: `2026-01-${String(index).padStart(2, '0')}`,
        dueDate: index % 2 ? '2026-02-15' : '2099-01-01',
        poNumber: `PO-${index % 3}`,
      });
    }
    // The history issue 31 point 9 names: 10,000 ledger entries (5,000 invoices, 5,000 payments).
    await seedLedgerHistory(t.db, world.acme.id, world.customerA.id, { invoices: 5000 });
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', world.acme.id)
      .where('customer_id', '=', world.customerA.id)
      .executeTakeFirstOrThrow();
    expect(Number(entries.count)).toBeGreaterThanOrEqual(10_000);
  });

  const statementsOf = async (url: string) => {
    const call = () =>
      t.app.inject({ method: 'GET', url, headers: bearer(world.users.buyerA.token) });
    expect((await call()).statusCode).toBe(200); // the session check is kept from here on
    const before = t.database.statements.count;
    const response = await call();
    expect(response.statusCode, response.body).toBe(200);
    return t.database.statements.count - before;
  };

  it('reads a page of invoices, filtered and searched, in one statement', async () => {
    const url = pathTo(memberEndpoints.invoices, { code: 'ACME' });
    expect(await statementsOf(url)).toBe(1);
    expect(await statementsOf(`${url}?status=overdue&po_number=PO-1&search=INV&page=2`)).toBe(1);
    expect(
      await statementsOf(`${url}?due_from=2023-01-01&due_to=2024-12-31&po_number=PO-4&page=3`),
    ).toBe(1);
    expect(await statementsOf(`${url}?status=partly_paid&search=HIST-4`)).toBe(1);
  });

  it('reads the statement of a period, with its ageing, in one statement', async () => {
    const url = pathTo(memberEndpoints.accountStatement, { code: 'ACME' });
    expect(await statementsOf(`${url}?from=2026-01-10&to=2026-03-31`)).toBe(1);
    // All five years: every one of the 10,000 entries in one answer, still one statement.
    expect(await statementsOf(`${url}?from=2022-01-01&to=2026-12-31`)).toBe(1);
  });
});
