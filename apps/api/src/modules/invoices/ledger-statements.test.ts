import { beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createInvoice } from '../../../test/helpers/invoice-fixtures.ts';
import { createOrderWorld, type OrderWorld } from '../../../test/helpers/order-fixtures.ts';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';

/**
 * What the invoices page and the statement cost the database (issue 31 point 9): one statement
 * each, whatever the filters and however long the customer's history, with the session check
 * kept by this instance (decision 025). The bench (apps/api/bench) times them at 10,000 entries.
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
  });

  it('reads the statement of a period, with its ageing, in one statement', async () => {
    const url = pathTo(memberEndpoints.accountStatement, { code: 'ACME' });
    expect(await statementsOf(`${url}?from=2026-01-10&to=2026-03-31`)).toBe(1);
  });
});
