import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReturnResponse,
  IntegrationReturnResponse,
  OrdersSinceResponse,
  ReturnResponse,
  ReturnsSinceResponse,
} from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as integrationEndpoints from '@portal/contract/endpoints/integration';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { signedIn, type SignedInUser } from '../../../test/helpers/admin-fixtures.ts';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { createInvoice } from '../../../test/helpers/invoice-fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * Returns through the ERP and a return's credit settling an invoice (issue 31, decision 045):
 * the feed by change cursor, the ERP's decision and receipt through the returns module (the same
 * call twice writes once), the orders feed's returned quantities, and the allocation of a credit
 * note to the customer's open invoice, never above what it has open, never another customer's.
 */
describe('returns through the ERP, and their credit on an invoice', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: SignedInUser;
  let erp: TestApiKey;
  let borealErp: TestApiKey;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    erp = await createApiKey(t.db, world.acme.id, 'ERP', [
      'returns:read',
      'returns:write',
      'orders:read',
    ]);
    borealErp = await createApiKey(t.db, world.boreal.id, 'ERP', ['returns:read', 'returns:write']);
  });

  /** An order of customer A (10 bolts at 2.50, 5 washers at 0.10), 6 bolts shipped. */
  const shippedOrder = async () => {
    const { bolt, washer } = world.products;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, [
        { puom_id: bolt.defaultPuomId, sale_qty: 10 },
        { puom_id: washer.defaultPuomId, sale_qty: 5 },
      ]),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<{ data: { id: number } }>().data;
    await sql`update orders set status = 'pending'
      where tenant_id = ${world.acme.id} and id = ${id}`.execute(t.db);
    const shipment = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminRecordShipment, { code: 'ACME', id }),
      headers: admin.headers,
      payload: {
        carrier: 'ups',
        tracking_number: '1Z1',
        shipped_date: '2026-11-20',
        lines: [{ line_no: 1, quantity: 6 }],
      },
    });
    expect(shipment.statusCode, shipment.body).toBe(201);
    return id;
  };

  /** A requested return of `quantity` bolts (2.50 each) of a fresh shipped order. */
  const requested = async (quantity: number) => {
    const orderId = await shippedOrder();
    const asked = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.requestReturn, { code: 'ACME', orderId }),
      headers: bearer(world.users.buyerA.token),
      payload: { lines: [{ line_no: 1, quantity }], reason: 'damaged' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    return { orderId, returnId: asked.json<ReturnResponse>().data.id };
  };

  const erpCall = (
    endpoint: { method: 'GET' | 'POST'; path: `/api/${string}` },
    params: Record<string, number>,
    payload?: object,
    key = erp,
    language = 'en',
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: pathTo(
        endpoint as typeof integrationEndpoints.integrationDecideReturn,
        {
          code: 'ACME',
          ...params,
        } as { code: string; id: number },
      ),
      headers: { ...key.headers, 'accept-language': language },
      ...(payload === undefined ? {} : { payload }),
    });

  const feed = async (since: string, limit = 100) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${pathTo(integrationEndpoints.integrationReturnsSince, { code: 'ACME' })}?since=${since}&limit=${limit}`,
      headers: erp.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReturnsSinceResponse>();
  };

  const creditNotes = (reference: string) =>
    t.db
      .selectFrom('ledger_entries')
      .select(['id', 'amount'])
      .where('tenant_id', '=', world.acme.id)
      .where('reference', '=', reference)
      .execute();

  const allocationsOf = (invoiceId: number) =>
    t.db
      .selectFrom('ledger_allocations')
      .select(['entry_id', sql<number>`amount::float8`.as('amount')])
      .where('tenant_id', '=', world.acme.id)
      .where('invoice_id', '=', invoiceId)
      .execute();

  it('feeds returns by change, and the ERP approves and receives each once', async () => {
    const start = (await feed('0')).next_cursor;
    const { orderId, returnId } = await requested(2);

    const first = await feed(start);
    expect(first.data.map((row) => [row.id, row.state])).toEqual([[returnId, 'requested']]);
    expect(first.data[0]).toMatchObject({
      order_id: orderId,
      customer: { code: 'CUST-A', name: 'Alpha Hardware' },
      credit_amount: 5,
      allocations: [],
    });
    expect(first.data[0]?.lines).toMatchObject([{ line_no: 1, quantity: 2, unit_price: 2.5 }]);
    expect(first.has_more).toBe(false);
    // Nothing new: the same cursor and no rows.
    expect(await feed(first.next_cursor)).toEqual({
      data: [],
      next_cursor: first.next_cursor,
      has_more: false,
    });

    // The orders feed carries what the return holds of the line.
    const orders = await erpCall(integrationEndpoints.integrationOrdersSince, {});
    const order = orders.json<OrdersSinceResponse>().data.find((row) => row.id === orderId);
    expect(order?.lines[0]).toMatchObject({ shipped_qty: 6, returned_qty: 0, returning_qty: 2 });

    const decision = { decision: 'approve', comment: 'Send them back' };
    const approved = await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: returnId },
      decision,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<IntegrationReturnResponse>().data.state).toBe('approved');
    const again = await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: returnId },
      decision,
    );
    expect(again.statusCode, again.body).toBe(200);
    // One decision, one e-mail to the buyer.
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('event', '=', 'return.approved')
      .where(sql<boolean>`(payload->>'return_id')::int = ${returnId}`)
      .execute();
    expect(mails).toHaveLength(1);
    // The other decision on a decided return: refused by the rule, translated.
    const refuse = await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: returnId },
      { decision: 'refuse' },
      erp,
      'es',
    );
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json<{ message: string }>().message).toBe(
      'Esta devolución ya está aprobada: eso ya no se puede hacer.',
    );

    const moved = await feed(first.next_cursor);
    expect(moved.data.map((row) => [row.id, row.state])).toEqual([[returnId, 'approved']]);
    expect(Number(moved.next_cursor)).toBeGreaterThan(Number(first.next_cursor));

    const received = await erpCall(
      integrationEndpoints.integrationReceiveReturn,
      { id: returnId },
      {},
    );
    expect(received.statusCode, received.body).toBe(200);
    const done = received.json<IntegrationReturnResponse>().data;
    expect(done.state).toBe('received');
    const twice = await erpCall(
      integrationEndpoints.integrationReceiveReturn,
      { id: returnId },
      {},
    );
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json<IntegrationReturnResponse>().data.credit_entry_id).toBe(done.credit_entry_id);
    // Written once, as the console writes it: a credit note of 2 × 2.50 on account.
    expect(await creditNotes(`RMA-${returnId}`)).toEqual([
      { id: done.credit_entry_id, amount: -5 },
    ]);

    const after = await erpCall(integrationEndpoints.integrationOrdersSince, {});
    const returnedOrder = after.json<OrdersSinceResponse>().data.find((row) => row.id === orderId);
    expect(returnedOrder?.lines[0]).toMatchObject({ returned_qty: 2, returning_qty: 0 });
  });

  it('refuses moves the rule does not allow, and another tenant’s return is not found', async () => {
    const { returnId } = await requested(1);
    const early = await erpCall(
      integrationEndpoints.integrationReceiveReturn,
      { id: returnId },
      {},
      erp,
      'fr',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Ce retour n’a pas encore été décidé : ce n’est pas encore possible.',
    );
    const invalid = await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: returnId },
      { decision: 'maybe' },
    );
    expect(invalid.statusCode).toBe(422);

    // Another tenant's key, on its own code: that id is no return of its tenant.
    const foreign = await t.app.inject({
      method: 'POST',
      url: pathTo(integrationEndpoints.integrationDecideReturn, { code: 'BOREAL', id: returnId }),
      headers: borealErp.headers,
      payload: { decision: 'approve' },
    });
    expect(foreign.statusCode).toBe(404);
    const theirFeed = await t.app.inject({
      method: 'GET',
      url: pathTo(integrationEndpoints.integrationReturnsSince, { code: 'BOREAL' }),
      headers: borealErp.headers,
    });
    expect(theirFeed.json<ReturnsSinceResponse>().data).toEqual([]);
    const state = await t.db
      .selectFrom('returns')
      .select('state')
      .where('id', '=', returnId)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('requested');
  });

  it('applies a received return’s credit to an open invoice, at most what it has open', async () => {
    const invoiceId = await createInvoice(t.db, {
      tenantId: world.acme.id,
      customerId: world.customerA.id,
      number: 'INV-RMA-1',
      total: 8,
    });
    const otherCustomers = await createInvoice(t.db, {
      tenantId: world.acme.id,
      customerId: world.customerB.id,
      number: 'INV-RMA-B',
      total: 50,
    });

    // 2 × 2.50 through the console: all 5 settle the invoice, which has 8 open.
    const first = await requested(2);
    await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: first.returnId },
      {
        decision: 'approve',
      },
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminReceiveReturn, { code: 'ACME', id: first.returnId }),
      headers: admin.headers,
      payload: { invoice_id: otherCustomers },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toContain('invoice_id');
    const viaConsole = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminReceiveReturn, { code: 'ACME', id: first.returnId }),
      headers: admin.headers,
      payload: { invoice_id: invoiceId },
    });
    expect(viaConsole.statusCode, viaConsole.body).toBe(200);
    const firstCredit = viaConsole.json<AdminReturnResponse>().data.credit_entry_id;
    expect(await allocationsOf(invoiceId)).toEqual([{ entry_id: firstCredit, amount: 5 }]);

    // 2 × 2.50 more through the ERP: 3 are open, so 3 settle it and 2 stay on account.
    const second = await requested(2);
    await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: second.returnId },
      {
        decision: 'approve',
      },
    );
    const viaErp = await erpCall(
      integrationEndpoints.integrationReceiveReturn,
      { id: second.returnId },
      { invoice_id: invoiceId },
    );
    expect(viaErp.statusCode, viaErp.body).toBe(200);
    const secondReturn = viaErp.json<IntegrationReturnResponse>().data;
    expect(secondReturn.allocations).toEqual([
      { invoice_id: invoiceId, number: 'INV-RMA-1', amount: 3 },
    ]);
    expect(await creditNotes(`RMA-${second.returnId}`)).toEqual([
      { id: secondReturn.credit_entry_id, amount: -5 },
    ]);
    const invoice = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminInvoice, { code: 'ACME', id: invoiceId }),
      headers: admin.headers,
    });
    expect(invoice.json<{ data: { open_amount: number; status: string } }>().data).toMatchObject({
      open_amount: 0,
      status: 'paid',
    });

    // A paid invoice takes no more credit; the return stays approved.
    const third = await requested(1);
    await erpCall(
      integrationEndpoints.integrationDecideReturn,
      { id: third.returnId },
      {
        decision: 'approve',
      },
    );
    const paid = await erpCall(
      integrationEndpoints.integrationReceiveReturn,
      { id: third.returnId },
      { invoice_id: invoiceId },
    );
    expect(paid.statusCode).toBe(422);
    expect(await creditNotes(`RMA-${third.returnId}`)).toEqual([]);
  });
});
