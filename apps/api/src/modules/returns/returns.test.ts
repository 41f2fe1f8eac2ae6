import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReturnList,
  AdminReturnResponse,
  ReturnList,
  ReturnResponse,
} from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { signedIn, type SignedInUser } from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { multipartFile, TINY_PNG } from '../../../test/helpers/multipart.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import { emailHandler } from '../notifications/email-handler.ts';

/**
 * Returns (issue 31 point 4, decision 039): what a buyer may ask to return (never more than
 * shipped less what other returns hold, even at once), who may read and act on a return, the
 * photos (images by their bytes only), the console's decision with its e-mail and the credit
 * note a received return writes to the customer's ledger.
 */
describe('returns', () => {
  const t = useTestApp();
  let world: OrderWorld;
  let admin: SignedInUser;
  let borealAdmin: SignedInUser;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, {
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    borealAdmin = await signedIn(t.db, 'admin@boreal.test', world.boreal.id, { role: 'admin' });
  });

  const buyerA = () => bearer(world.users.buyerA.token);
  const buyerB = () => bearer(world.users.buyerB.token);

  /** A pending order of customer A (10 bolts at 2.50, 5 washers at 0.10), `shipped` of line 1. */
  const shippedOrder = async (shipped: number) => {
    const { bolt, washer } = world.products;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: buyerA(),
      payload: orderBody(world, [
        { puom_id: bolt.defaultPuomId, sale_qty: 10 },
        { puom_id: washer.defaultPuomId, sale_qty: 5 },
      ]),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<{ data: { id: number } }>().data;
    await sql`update orders set status = 'pending'
      where tenant_id = ${world.acme.id} and id = ${id}`.execute(t.db);
    if (shipped > 0) {
      const shipment = await t.app.inject({
        method: 'POST',
        url: pathTo(consoleEndpoints.adminRecordShipment, { code: 'ACME', id }),
        headers: admin.headers,
        payload: {
          carrier: 'ups',
          tracking_number: '1Z1',
          shipped_date: '2026-11-20',
          lines: [{ line_no: 1, quantity: shipped }],
        },
      });
      expect(shipment.statusCode, shipment.body).toBe(201);
    }
    return id;
  };

  const ask = (
    orderId: number,
    lines: { line_no: number; quantity: number }[],
    headers = buyerA(),
    code = 'ACME',
  ) =>
    t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.requestReturn, { code, orderId }),
      headers,
      payload: { lines, reason: 'damaged', comment: 'Crushed in transit' },
    });

  const decide = (id: number, decision: 'approve' | 'refuse', headers = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminDecideReturn, { code: 'ACME', id }),
      headers,
      payload: { decision, comment: decision === 'refuse' ? 'Not our part' : 'Send it back' },
    });

  const receive = (id: number, headers = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminReceiveReturn, { code: 'ACME', id }),
      headers,
      payload: {},
    });

  const upload = (
    returnId: number,
    file: Parameters<typeof multipartFile>[0],
    headers = buyerA(),
  ) => {
    const body = multipartFile(file);
    return t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.uploadReturnPhoto, { code: 'ACME', returnId }),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('takes a return of shipped goods, approves it, receives it and credits the ledger', async () => {
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        tenant_id: world.acme.id,
        url: 'https://erp.acme.test/hooks',
        secret: 'whsec_test',
        events: ['return.requested'],
      })
      .execute();
    const orderId = await shippedOrder(6);
    const asked = await ask(orderId, [{ line_no: 1, quantity: 2 }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json<ReturnResponse>().data;
    expect(created).toMatchObject({
      order_id: orderId,
      state: 'requested',
      reason: 'damaged',
      comment: 'Crushed in transit',
      credit_amount: 5,
      currency: 'USD',
      credit_entry_id: null,
    });
    expect(created.lines).toMatchObject([{ line_no: 1, part_number: 'BOLT-8', quantity: 2 }]);
    // The ERP hears of it by its webhook, with the lines by number.
    const hooks = await t.db
      .selectFrom('outbox_messages')
      .select(['kind', 'payload'])
      .where('tenant_id', '=', world.acme.id)
      .where('event', '=', 'return.requested')
      .execute();
    expect(hooks.map((row) => row.kind)).toEqual(['webhook']);
    expect(JSON.stringify(hooks[0]?.payload)).toContain(`"return_id":${created.id}`);
    expect(JSON.stringify(hooks[0]?.payload)).toContain('"lines":[{"line_no":1,"quantity":2}]');

    // The buyer reads it on the order; the console too, with the customer.
    const mine = await t.app.inject({
      method: 'GET',
      url: pathTo(memberEndpoints.orderReturns, { code: 'ACME', orderId }),
      headers: buyerA(),
    });
    expect(mine.json<ReturnList>().data.map((row) => row.id)).toEqual([created.id]);
    const listed = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminOrderReturns, { code: 'ACME', id: orderId }),
      headers: admin.headers,
    });
    expect(listed.json<AdminReturnList>().data[0]?.customer.name).toBe('Alpha Hardware');

    // Received before it is approved: refused by the rule.
    expect((await receive(created.id)).statusCode).toBe(409);
    const approved = await decide(created.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminReturnResponse>().data).toMatchObject({
      state: 'approved',
      decision_comment: 'Send it back',
      decided_by: { name: 'Ada Admin' },
    });
    expect((await decide(created.id, 'refuse')).statusCode).toBe(409);
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select(['recipient', sql<string>`payload->>'template'`.as('template')])
      .where('tenant_id', '=', world.acme.id)
      .where('event', '=', 'return.approved')
      .where(sql<boolean>`(payload->>'return_id')::int = ${created.id}`)
      .execute();
    expect(mails).toEqual([{ recipient: 'buyer-a@acme.test', template: 'return_approved' }]);
    // The deliverer writes it from the database: the lines and the staff's comment.
    const row = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('tenant_id', '=', world.acme.id)
      .where('event', '=', 'return.approved')
      .executeTakeFirstOrThrow();
    const sent: MailMessage[] = [];
    const handler = emailHandler({
      db: t.db,
      mailer: {
        send: (message) => {
          sent.push(message);
          return Promise.resolve({ via: 'smtp', messageId: 'x' });
        },
        close: () => undefined,
      },
      portal: { baseUrl: 'https://portal.example', mailFrom: 'portal@example.com' },
      readCacheMs: 0,
    });
    await handler.deliver({ ...row, claim_token: 'test' }, new AbortController().signal);
    expect(sent[0]?.subject).toContain(`Your return ${created.id} of order`);
    expect(sent[0]?.text).toContain('BOLT-8 Hex bolt M8 × 2');
    expect(sent[0]?.text).toContain('Comment: Send it back');

    const received = await receive(created.id);
    expect(received.statusCode, received.body).toBe(200);
    const done = received.json<AdminReturnResponse>().data;
    expect(done.state).toBe('received');
    expect(done.credit_entry_id).not.toBeNull();
    const entry = await t.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount', 'currency', 'reference', 'customer_id'])
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', done.credit_entry_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      kind: 'credit_note',
      amount: -5,
      currency: 'USD',
      reference: `RMA-${created.id}`,
      customer_id: world.customerA.id,
    });
    expect((await receive(created.id)).statusCode).toBe(409);
    // The buyer cannot withdraw what was decided.
    const late = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.withdrawReturn, { code: 'ACME', returnId: created.id }),
      headers: buyerA(),
    });
    expect(late.statusCode).toBe(409);
  });

  it('never returns more than shipped less what returns hold, nor an unshipped line', async () => {
    const orderId = await shippedOrder(6);
    expect((await ask(orderId, [{ line_no: 1, quantity: 4 }])).statusCode).toBe(201);
    const over = await ask(orderId, [{ line_no: 1, quantity: 3 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errors: { 'lines.0.quantity': [expect.stringContaining('2')] },
    });
    const unshipped = await ask(orderId, [{ line_no: 2, quantity: 1 }]);
    expect(unshipped.statusCode).toBe(422);
    expect(JSON.stringify(unshipped.json())).toContain('not shipped');
    expect((await ask(orderId, [{ line_no: 9, quantity: 1 }])).statusCode).toBe(422);
    expect((await ask(orderId, [{ line_no: 1, quantity: 0 }])).statusCode).toBe(422);
    // An order that shipped nothing has nothing to return.
    const nothing = await shippedOrder(0);
    expect((await ask(nothing, [{ line_no: 1, quantity: 1 }])).statusCode).toBe(409);
  });

  it('holds the limit when five requests arrive at once', async () => {
    const orderId = await shippedOrder(3);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => ask(orderId, [{ line_no: 1, quantity: 1 }])),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 201, 201, 422, 422,
    ]);
    const held = await t.db
      .selectFrom('return_lines')
      .select(sql<number>`sum(quantity)::int`.as('n'))
      .where('tenant_id', '=', world.acme.id)
      .where(
        'return_id',
        'in',
        t.db
          .selectFrom('returns')
          .select('id')
          .where('tenant_id', '=', world.acme.id)
          .where('order_id', '=', orderId),
      )
      .executeTakeFirstOrThrow();
    expect(held.n).toBe(3);
  });

  it('gives the quantity back when the buyer withdraws or the staff refuses', async () => {
    const orderId = await shippedOrder(2);
    const first = (await ask(orderId, [{ line_no: 1, quantity: 2 }])).json<ReturnResponse>().data;
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.withdrawReturn, { code: 'ACME', returnId: first.id }),
      headers: buyerA(),
    });
    expect(withdrawn.json<ReturnResponse>().data.state).toBe('withdrawn');
    const second = (await ask(orderId, [{ line_no: 1, quantity: 2 }])).json<ReturnResponse>().data;
    expect((await decide(first.id, 'approve')).statusCode).toBe(409);
    const refused = await decide(second.id, 'refuse');
    expect(refused.json<AdminReturnResponse>().data.state).toBe('refused');
    expect((await receive(second.id)).statusCode).toBe(409);
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select(sql<string>`payload->>'template'`.as('template'))
      .where('tenant_id', '=', world.acme.id)
      .where('kind', '=', 'email')
      .where(sql<boolean>`(payload->>'return_id')::int = ${second.id}`)
      .execute();
    expect(mails).toEqual([{ template: 'return_refused' }]);
    expect((await ask(orderId, [{ line_no: 1, quantity: 2 }])).statusCode).toBe(201);
  });

  it('keeps another customer’s and another tenant’s orders and returns out of reach', async () => {
    const orderId = await shippedOrder(4);
    const own = (await ask(orderId, [{ line_no: 1, quantity: 1 }])).json<ReturnResponse>().data;
    // Another customer of the tenant: neither the order nor its return exist for them.
    expect((await ask(orderId, [{ line_no: 1, quantity: 1 }], buyerB())).statusCode).toBe(404);
    const theirs = [pathTo(memberEndpoints.orderReturns, { code: 'ACME', orderId })];
    for (const url of theirs) {
      expect((await t.app.inject({ method: 'GET', url, headers: buyerB() })).statusCode).toBe(404);
    }
    const withdraw = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.withdrawReturn, { code: 'ACME', returnId: own.id }),
      headers: buyerB(),
    });
    expect(withdraw.statusCode).toBe(404);
    expect(
      (await upload(own.id, { name: 'a.png', type: 'image/png', data: TINY_PNG }, buyerB()))
        .statusCode,
    ).toBe(404);
    // Another tenant's administrator and buyer: their own company's paths find nothing.
    const foreignDecision = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminDecideReturn, { code: 'BOREAL', id: own.id }),
      headers: borealAdmin.headers,
      payload: { decision: 'approve' },
    });
    expect(foreignDecision.statusCode).toBe(404);
    const foreignList = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminOrderReturns, { code: 'BOREAL', id: orderId }),
      headers: borealAdmin.headers,
    });
    expect(foreignList.statusCode).toBe(404);
    const foreignBuyer = await ask(
      orderId,
      [{ line_no: 1, quantity: 1 }],
      bearer(world.users.borealBuyer.token),
      'BOREAL',
    );
    expect(foreignBuyer.statusCode).toBe(404);
    // A buyer is no administrator.
    expect((await decide(own.id, 'approve', buyerA())).statusCode).toBe(403);
    const state = await t.db
      .selectFrom('returns')
      .select('state')
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('requested');
  });

  it('takes photos that are PNG, JPEG or WebP by their bytes, five at most, privately', async () => {
    const orderId = await shippedOrder(1);
    const own = (await ask(orderId, [{ line_no: 1, quantity: 1 }])).json<ReturnResponse>().data;
    const added = await upload(own.id, { name: 'crushed.png', type: 'image/png', data: TINY_PNG });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json<ReturnResponse>().data.photos[0];
    expect(photo).toMatchObject({ content_type: 'image/png', bytes: TINY_PNG.length });

    // Not images, whatever they claim: text, an SVG (a document that could run script), a PDF.
    const fakes = [
      { name: 'x.png', type: 'image/png', data: 'hello, not a picture' },
      { name: 'x.svg', type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      { name: 'x.jpg', type: 'image/jpeg', data: '%PDF-1.4 fake' },
    ];
    for (const fake of fakes) {
      const refused = await upload(own.id, fake);
      expect(refused.statusCode, fake.name).toBe(422);
      expect(JSON.stringify(refused.json())).toContain('PNG, JPEG or WebP');
    }

    // The buyer reads its bytes back, as stored; another customer cannot; the console can.
    const url = pathTo(memberEndpoints.returnPhotoImage, {
      code: 'ACME',
      returnId: own.id,
      photoId: photo?.id ?? 0,
    });
    const read = await t.app.inject({ method: 'GET', url, headers: buyerA() });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toContain('private');
    expect(Buffer.compare(read.rawPayload, TINY_PNG)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url, headers: buyerB() })).statusCode).toBe(404);
    const staff = await t.app.inject({
      method: 'GET',
      url: pathTo(consoleEndpoints.adminReturnPhotoImage, {
        code: 'ACME',
        id: own.id,
        photoId: photo?.id ?? 0,
      }),
      headers: admin.headers,
    });
    expect(staff.statusCode).toBe(200);

    for (let i = 0; i < 4; i++) {
      const more = await upload(own.id, { name: `${i}.png`, type: 'image/png', data: TINY_PNG });
      expect(more.statusCode).toBe(201);
    }
    const sixth = await upload(own.id, { name: '6.png', type: 'image/png', data: TINY_PNG });
    expect(sixth.statusCode).toBe(422);
    // Once decided, the return takes no more photos.
    await decide(own.id, 'refuse');
    const afterDecision = await upload(own.id, {
      name: '7.png',
      type: 'image/png',
      data: TINY_PNG,
    });
    expect(afterDecision.statusCode).toBe(409);
  });
});
