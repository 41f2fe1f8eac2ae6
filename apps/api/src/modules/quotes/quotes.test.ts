import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateOrderResponse,
  CreateQuoteResponse,
  OrderDetail,
  QuoteDetailResponse,
  QuoteList,
} from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import {
  createAdminWorld,
  signedIn,
  type SignedInUser,
} from '../../../test/helpers/admin-fixtures.ts';
import { createProduct, type CreatedProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createAddress, createCustomer } from '../../../test/helpers/fixtures.ts';
import {
  addTiers,
  assignPriceList,
  createPriceList,
} from '../../../test/helpers/price-list-fixtures.ts';
import { createOfferedQuote } from '../../../test/helpers/quote-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

type World = Awaited<ReturnType<typeof createAdminWorld>>;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('quotes (issue 30)', () => {
  const t = useTestApp();
  let world: World;
  let bolt: CreatedProduct;
  let nut: CreatedProduct;
  let requester: SignedInUser;
  let loner: SignedInUser;
  let buyerB: SignedInUser;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    const acme = world.acme.id;
    bolt = await createProduct(t.db, acme, { partNumber: 'BOLT-8', price: 10 });
    nut = await createProduct(t.db, acme, { partNumber: 'NUT-6', price: 2 });
    requester = await signedIn(t.db, 'requester@acme.test', acme, {
      customerId: world.acmeCustomer.id,
      companyRole: 'requester',
    });
    // A buyer of the same customer who sees only their own orders, and so their own quotes.
    loner = await signedIn(t.db, 'loner@acme.test', acme, {
      customerId: world.acmeCustomer.id,
      seesAllOrders: false,
    });
    const customerB = await createCustomer(t.db, acme, 'CUST-B', 'Beta Builders');
    await createAddress(t.db, acme, customerB.id);
    buyerB = await signedIn(t.db, 'buyer-b@acme.test', acme, { customerId: customerB.id });
    // A price list far below the quoted prices: an accepted quote must not be repriced by it.
    const list = await createPriceList(t.db, acme, 'Gold');
    await addTiers(t.db, acme, list, [
      { productId: bolt.id, uomId: bolt.uomId, minQty: 1, unitPrice: 1 },
    ]);
    await assignPriceList(t.db, acme, world.acmeCustomer.id, list);
  });

  const acme = { code: 'ACME' };
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const requestQuote = (headers: Record<string, string>, body: object, key?: string) =>
    inject(
      'POST',
      pathTo(memberEndpoints.createQuote, acme),
      {
        ...headers,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body,
    );
  const buyerQuote = (quoteId: number, headers = world.acmeBuyer.headers) =>
    inject('GET', pathTo(memberEndpoints.quote, { ...acme, quoteId }), headers);
  const adminQuote = (id: number) =>
    inject('GET', pathTo(consoleEndpoints.adminQuote, { ...acme, id }), world.acmeAdmin.headers);
  const offer = (id: number, body: object, key?: string) =>
    inject(
      'POST',
      pathTo(consoleEndpoints.adminSendQuoteOffer, { ...acme, id }),
      {
        ...world.acmeAdmin.headers,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body,
    );
  const accept = (
    quoteId: number,
    versionNo: number,
    headers: Record<string, string> = world.acmeBuyer.headers,
    key?: string,
  ) =>
    inject(
      'POST',
      pathTo(memberEndpoints.acceptQuote, { ...acme, quoteId }),
      {
        ...headers,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      { version_no: versionNo, shipping_address_id: world.acmeAddress.id, purchase_order: 'PO-Q' },
    );
  const inbox = async (box: string) => {
    const response = await inject(
      'GET',
      `${pathTo(consoleEndpoints.adminQuotes, acme)}?box=${box}`,
      world.acmeAdmin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QuoteList>().data.map((quote) => quote.id);
  };
  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('tenant_id', '=', world.acme.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const offeredQuote = (options: { price?: number; validUntil?: Date } = {}) =>
    createOfferedQuote(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      userId: world.acmeBuyer.id,
      productId: bolt.id,
      puomId: bolt.puomId,
      ...options,
    });

  const cartRequest = () => ({
    wanted_date: day(20),
    note: 'For the spring line',
    lines: [
      { puom_id: bolt.puomId, quantity: 4000, comment: 'Zinc plated' },
      { description: 'Custom bracket, 3 mm steel', quantity: 200 },
    ],
  });

  describe('the whole round: request, question, offer, new version, acceptance', () => {
    let quoteId: number;
    let lineIds: number[];

    it('a buyer requests a quote from cart lines and a free-text line', async () => {
      const response = await requestQuote(world.acmeBuyer.headers, cartRequest());
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<CreateQuoteResponse>().data;
      expect(created.status).toBe('requested');
      quoteId = created.id;
      const detail = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
      expect(
        detail.lines.map((line) => [line.product?.part_number ?? null, line.quantity]),
      ).toEqual([
        ['BOLT-8', 4000],
        [null, 200],
      ]);
      expect(detail.lines[1]!.description).toBe('Custom bracket, 3 mm steel');
      expect(detail.versions).toEqual([]);
      lineIds = detail.lines.map((line) => line.id);
      expect(await inbox('new')).toContain(quoteId);
    });

    it('the console asks a question; the buyer answers and it waits for the console again', async () => {
      const asked = await inject(
        'POST',
        pathTo(consoleEndpoints.adminAskQuoteInformation, { ...acme, id: quoteId }),
        world.acmeAdmin.headers,
        { message: 'Which finish?' },
      );
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json<QuoteDetailResponse>().data.status).toBe('information_needed');
      expect(await inbox('waiting_for_buyer')).toContain(quoteId);
      const answered = await inject(
        'POST',
        pathTo(memberEndpoints.askQuoteChanges, { ...acme, quoteId }),
        world.acmeBuyer.headers,
        { message: 'Zinc, please.' },
      );
      expect(answered.statusCode, answered.body).toBe(200);
      const detail = answered.json<QuoteDetailResponse>().data;
      expect(detail.status).toBe('requested');
      // The buyer sees that the manufacturer asked, not who.
      expect(detail.events.map((event) => [event.action, event.staff, event.by])).toEqual([
        ['request', false, 'Test User'],
        ['ask_information', true, null],
        ['ask_changes', false, 'Test User'],
      ]);
      // The console sees who of its staff asked.
      const seen = (await adminQuote(quoteId)).json<QuoteDetailResponse>().data;
      expect(seen.events[1]).toMatchObject({ action: 'ask_information', by: 'Ada Admin' });
      expect(await inbox('new')).not.toContain(quoteId);
      expect(await inbox('waiting_for_us')).toContain(quoteId);
    });

    it('refuses an offer with a negative or missing price, a line left out, or no replacement', async () => {
      const base = { valid_until: day(10), payment_terms: 'net30' };
      const [boltLine, freeLine] = lineIds as [number, number];
      const cases: [object, string][] = [
        [
          {
            ...base,
            lines: [
              { quote_line_id: boltLine, price: -1 },
              { quote_line_id: freeLine, price: 5, replacement_part_number: 'nut-6' },
            ],
          },
          'lines.0.price',
        ],
        [
          {
            ...base,
            lines: [
              { quote_line_id: boltLine },
              { quote_line_id: freeLine, price: 5, replacement_part_number: 'nut-6' },
            ],
          },
          'lines.0.price',
        ],
        [{ ...base, lines: [{ quote_line_id: boltLine, price: 8 }] }, 'lines'],
        [
          {
            ...base,
            lines: [
              { quote_line_id: boltLine, price: 8 },
              { quote_line_id: freeLine, price: 5 },
            ],
          },
          'lines.1.replacement_part_number',
        ],
        [
          {
            ...base,
            valid_until: day(-2),
            lines: [
              { quote_line_id: boltLine, price: 8 },
              { quote_line_id: freeLine, price: 5, replacement_part_number: 'nut-6' },
            ],
          },
          'valid_until',
        ],
        [
          {
            ...base,
            lines: [
              { quote_line_id: boltLine, price: 8 },
              { quote_line_id: boltLine, price: 8 },
            ],
          },
          'lines.1.quote_line_id',
        ],
      ];
      for (const [body, field] of cases) {
        const response = await offer(quoteId, body);
        expect(response.statusCode, response.body).toBe(422);
        expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
      }
      const versions = await t.db
        .selectFrom('quote_versions')
        .select('id')
        .where('tenant_id', '=', world.acme.id)
        .where('quote_id', '=', quoteId)
        .execute();
      expect(versions).toEqual([]);
    });

    it('sends version 1, then version 2; the buyer sees both and the latest to accept', async () => {
      const [boltLine, freeLine] = lineIds as [number, number];
      const v1 = await offer(quoteId, {
        valid_until: day(10),
        payment_terms: 'net30',
        lines: [
          { quote_line_id: boltLine, price: 8.5 },
          { quote_line_id: freeLine, price: 4.25, replacement_part_number: 'nut-6' },
        ],
      });
      expect(v1.statusCode, v1.body).toBe(201);
      const v2 = await offer(quoteId, {
        valid_until: day(2),
        payment_terms: 'net60',
        note: 'Better price for 4,000',
        lines: [
          { quote_line_id: boltLine, price: 7.99 },
          { quote_line_id: freeLine, price: 4, quantity: 250, replacement_part_number: 'nut-6' },
        ],
      });
      expect(v2.statusCode, v2.body).toBe(201);
      const detail = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
      expect(detail.status).toBe('offered');
      expect(detail.versions.map((version) => [version.version_no, version.total])).toEqual([
        [1, 4000 * 8.5 + 200 * 4.25],
        [2, 4000 * 7.99 + 250 * 4],
      ]);
      expect(detail.versions[1]!.lines[1]!.product.part_number).toBe('NUT-6');
      // The end of the day in the tenant's time zone (UTC here): midnight after it.
      expect(detail.versions[1]!.valid_until).toBe(`${day(3)}T00:00:00.000Z`);
      expect(await inbox('expiring_soon')).toContain(quoteId);
    });

    it('a sent version cannot be changed, not even by SQL', async () => {
      await expect(
        sql`update quote_version_lines set price = 0 where tenant_id = ${world.acme.id}`.execute(
          t.db,
        ),
      ).rejects.toThrow(/cannot be changed/);
    });

    it('refuses to accept the old version, writing nothing', async () => {
      const before = await orderCount();
      const response = await accept(quoteId, 1);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        message: 'A newer version of this quote has been sent. Review it before accepting.',
      });
      expect(await orderCount()).toBe(before);
    });

    it('a requester may not accept (accepting places an order)', async () => {
      const response = await accept(quoteId, 2, requester.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/places an order/);
    });

    it('accepting the latest version twice with one key places one order at its exact prices', async () => {
      const before = await orderCount();
      const [first, second] = await Promise.all([
        accept(quoteId, 2, world.acmeBuyer.headers, 'accept-quote-1'),
        accept(quoteId, 2, world.acmeBuyer.headers, 'accept-quote-1'),
      ]);
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode, second.body).toBe(201);
      const order = first.json<CreateOrderResponse>().data;
      expect(second.json<CreateOrderResponse>().data).toEqual(order);
      expect(await orderCount()).toBe(before + 1);
      expect(order.total).toBe(4000 * 7.99 + 250 * 4);

      const detail = await inject(
        'GET',
        pathTo(memberEndpoints.order, { ...acme, orderId: order.id }),
        world.acmeBuyer.headers,
      );
      const placed = detail.json<OrderDetail>();
      expect(placed.quote_id).toBe(quoteId);
      expect(placed.payment_option).toBe('net60');
      expect(
        placed.items.map((item) => [
          item.productuom.product.part_number,
          item.sale_qty,
          item.price,
        ]),
      ).toEqual([
        ['BOLT-8', 4000, 7.99],
        ['NUT-6', 250, 4],
      ]);
      const lines = await t.db
        .selectFrom('order_lines')
        .select('quote_version_id')
        .where('tenant_id', '=', world.acme.id)
        .where('order_id', '=', order.id)
        .execute();
      const v2 = await t.db
        .selectFrom('quote_versions')
        .select('id')
        .where('tenant_id', '=', world.acme.id)
        .where('quote_id', '=', quoteId)
        .where('version_no', '=', 2)
        .executeTakeFirstOrThrow();
      expect(lines.map((line) => line.quote_version_id)).toEqual([v2.id, v2.id]);
      const quote = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
      expect(quote.status).toBe('accepted');
      expect(quote.order).toEqual({ id: order.id, sale_no: order.sale_no });
    });

    it('an accepted quote cannot be accepted again, declined or re-offered', async () => {
      expect((await accept(quoteId, 2)).statusCode).toBe(409);
      const declined = await inject(
        'POST',
        pathTo(memberEndpoints.declineQuote, { ...acme, quoteId }),
        world.acmeBuyer.headers,
        {},
      );
      expect(declined.statusCode).toBe(409);
      const [boltLine, freeLine] = lineIds as [number, number];
      const again = await offer(quoteId, {
        valid_until: day(5),
        payment_terms: 'cod',
        lines: [
          { quote_line_id: boltLine, price: 1 },
          { quote_line_id: freeLine, price: 1, replacement_part_number: 'nut-6' },
        ],
      });
      expect(again.statusCode).toBe(409);
    });
  });

  it('a double request with one Idempotency-Key makes one quote', async () => {
    const body = { lines: [{ puom_id: nut.puomId, quantity: 50 }] };
    const [first, second] = await Promise.all([
      requestQuote(world.acmeBuyer.headers, body, 'quote-request-1'),
      requestQuote(world.acmeBuyer.headers, body, 'quote-request-1'),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db
      .selectFrom('quotes')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', first.json<CreateQuoteResponse>().data.id)
      .execute();
    expect(rows).toHaveLength(1);
    const reused = await requestQuote(
      world.acmeBuyer.headers,
      { lines: [{ puom_id: nut.puomId, quantity: 51 }] },
      'quote-request-1',
    );
    expect(reused.statusCode).toBe(422);
  });

  it('a requester may ask for a quote', async () => {
    const response = await requestQuote(requester.headers, {
      lines: [{ description: 'Something special', quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a line with both or neither product and text, and an inactive product', async () => {
    const inactive = await createProduct(t.db, world.acme.id, {
      partNumber: 'OLD-1',
      active: false,
    });
    for (const line of [
      { puom_id: bolt.puomId, description: 'both', quantity: 1 },
      { quantity: 1 },
      { puom_id: inactive.puomId, quantity: 1 },
    ]) {
      const response = await requestQuote(world.acmeBuyer.headers, { lines: [line] });
      expect(response.statusCode, response.body).toBe(422);
    }
  });

  it('an expired offer is shown as expired, cannot be accepted, and can be asked again', async () => {
    const { quoteId } = await offeredQuote({ validUntil: new Date(Date.now() - 60_000) });
    const detail = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
    expect(detail.status).toBe('expired');
    const list = await inject(
      'GET',
      `${pathTo(memberEndpoints.quotes, acme)}?status=expired`,
      world.acmeBuyer.headers,
    );
    expect(list.json<QuoteList>().data.map((quote) => quote.id)).toContain(quoteId);
    const before = await orderCount();
    const response = await accept(quoteId, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This offer has expired. Ask for a new version.' });
    expect(await orderCount()).toBe(before);
    const again = await inject(
      'POST',
      pathTo(memberEndpoints.askQuoteChanges, { ...acme, quoteId }),
      world.acmeBuyer.headers,
      { message: 'Please extend.' },
    );
    expect(again.json<QuoteDetailResponse>().data.status).toBe('requested');
  });

  it("prices the quantity the buyer orders by the offer's quantity tiers (decision 042)", async () => {
    const requested = await requestQuote(world.acmeBuyer.headers, {
      note: 'Volume pricing',
      lines: [
        { puom_id: bolt.puomId, quantity: 100 },
        { puom_id: nut.puomId, quantity: 50 },
      ],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json<CreateQuoteResponse>().data.id;
    const lineIds = (await adminQuote(quoteId))
      .json<QuoteDetailResponse>()
      .data.lines.map((line) => line.id);
    const [boltLine, nutLine] = lineIds as [number, number];
    const tiers = [
      { min_qty: 500, price: 9 },
      { min_qty: 1000, price: 8.5 },
    ];
    // Breaks out of order are refused, nothing sent.
    const refused = await offer(quoteId, {
      valid_until: day(10),
      payment_terms: 'net30',
      lines: [
        { quote_line_id: boltLine, price: 10, tiers: [...tiers].reverse() },
        { quote_line_id: nutLine, price: 2 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    const sent = await offer(quoteId, {
      valid_until: day(10),
      payment_terms: 'net30',
      lines: [
        { quote_line_id: boltLine, price: 10, tiers },
        { quote_line_id: nutLine, price: 2 },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const version = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data.versions[0];
    expect(version?.lines.map((line) => line.tiers)).toEqual([tiers, []]);

    const acceptWith = (quantities: object[]) =>
      inject(
        'POST',
        pathTo(memberEndpoints.acceptQuote, { ...acme, quoteId }),
        world.acmeBuyer.headers,
        {
          version_no: 1,
          shipping_address_id: world.acmeAddress.id,
          purchase_order: 'PO-T',
          quantities,
        },
      );
    // A line without tiers is ordered at the quantity offered; a line of no version is not one.
    const fixed = await acceptWith([{ quote_line_id: nutLine, quantity: 60 }]);
    expect(fixed.statusCode).toBe(422);
    expect(Object.keys(fixed.json<{ errors: object }>().errors)).toEqual(['quantities.0.quantity']);
    const stranger = await acceptWith([{ quote_line_id: 999_999, quantity: 60 }]);
    expect(stranger.statusCode).toBe(422);
    expect((await buyerQuote(quoteId)).json<QuoteDetailResponse>().data.status).toBe('offered');

    const accepted = await acceptWith([{ quote_line_id: boltLine, quantity: 1200 }]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const order = accepted.json<CreateOrderResponse>().data;
    expect(order.total).toBe(1200 * 8.5 + 50 * 2);
    const placed = (
      await inject(
        'GET',
        pathTo(memberEndpoints.order, { ...acme, orderId: order.id }),
        world.acmeBuyer.headers,
      )
    ).json<OrderDetail>();
    expect(placed.items.map((item) => [item.sale_qty, item.price])).toEqual([
      [1200, 8.5],
      [50, 2],
    ]);
  });

  it('a withdrawn offer cannot be accepted', async () => {
    const { quoteId } = await offeredQuote();
    const withdrawn = await inject(
      'POST',
      pathTo(consoleEndpoints.adminWithdrawQuote, { ...acme, id: quoteId }),
      world.acmeAdmin.headers,
      { message: 'Prices changed' },
    );
    expect(withdrawn.json<QuoteDetailResponse>().data.status).toBe('withdrawn');
    expect((await accept(quoteId, 1)).statusCode).toBe(409);
  });

  it('an offer for a product made inactive since is refused with the reason, nothing written', async () => {
    const gone = await createProduct(t.db, world.acme.id, { partNumber: 'GONE-1' });
    const { quoteId } = await createOfferedQuote(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      userId: world.acmeBuyer.id,
      productId: gone.id,
      puomId: gone.puomId,
    });
    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', gone.id)
      .execute();
    const before = await orderCount();
    const response = await accept(quoteId, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/GONE-1 is no longer sold/);
    expect(await orderCount()).toBe(before);
    expect((await buyerQuote(quoteId)).json<QuoteDetailResponse>().data.status).toBe('offered');
  });

  describe('isolation', () => {
    let quoteId: number;
    beforeAll(async () => {
      quoteId = (await offeredQuote()).quoteId;
    });

    it("another customer's buyer gets 404 for every route of the quote", async () => {
      const headers = buyerB.headers;
      expect((await buyerQuote(quoteId, headers)).statusCode).toBe(404);
      expect((await accept(quoteId, 1, headers)).statusCode).toBe(404);
      for (const endpoint of [memberEndpoints.declineQuote, memberEndpoints.askQuoteChanges]) {
        const response = await inject('POST', pathTo(endpoint, { ...acme, quoteId }), headers, {
          message: 'x',
        });
        expect(response.statusCode).toBe(404);
      }
      const list = await inject('GET', pathTo(memberEndpoints.quotes, acme), headers);
      expect(list.json<QuoteList>().data).toEqual([]);
    });

    it("a colleague who sees only their own orders does not see another's quote", async () => {
      expect((await buyerQuote(quoteId, loner.headers)).statusCode).toBe(404);
    });

    it("another tenant's administrator gets 404 for it at their own company", async () => {
      const response = await inject(
        'GET',
        pathTo(consoleEndpoints.adminQuote, { code: 'BOREAL', id: quoteId }),
        world.borealAdmin.headers,
      );
      expect(response.statusCode).toBe(404);
    });

    it('a buyer cannot send or change a version (console routes)', async () => {
      const response = await inject(
        'POST',
        pathTo(consoleEndpoints.adminSendQuoteOffer, { ...acme, id: quoteId }),
        world.acmeBuyer.headers,
        { valid_until: day(3), payment_terms: 'cod', lines: [] },
      );
      expect(response.statusCode).toBe(403);
    });

    it('the buyer may decline a valid offer', async () => {
      const response = await inject(
        'POST',
        pathTo(memberEndpoints.declineQuote, { ...acme, quoteId }),
        world.acmeBuyer.headers,
        { message: 'Too late for us' },
      );
      expect(response.json<QuoteDetailResponse>().data.status).toBe('declined');
    });
  });

  describe("an accepted quote goes through the customer's approval rules and limits (decision 033)", () => {
    let approver: SignedInUser;
    beforeAll(async () => {
      approver = await signedIn(t.db, 'approver@acme.test', world.acme.id, {
        customerId: world.acmeCustomer.id,
        companyRole: 'approver',
      });
    });
    const orderRow = (orderId: number) =>
      t.db
        .selectFrom('orders')
        .select(['status', 'approval_reasons', 'approver_role', 'total'])
        .where('tenant_id', '=', world.acme.id)
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
    /** The e-mails the order's statements wrote: who heard of it, and when. */
    const emailsOf = async (orderId: number) =>
      (
        await t.db
          .selectFrom('outbox_messages')
          .select(sql<string>`payload->>'template'`.as('template'))
          .where('tenant_id', '=', world.acme.id)
          .where('kind', '=', 'email')
          .where((eb) => eb(eb.ref('payload', '->>').key('order_id'), '=', String(orderId)))
          .execute()
      ).map((row) => row.template);

    it("an acceptance a rule holds waits for an approver, who makes it the manufacturer's", async () => {
      const rule = await t.db
        .insertInto('approval_rules')
        .values({
          tenant_id: world.acme.id,
          customer_id: world.acmeCustomer.id,
          condition: 'total_above',
          threshold: '0',
          applies_to: ['buyer'],
          approver_role: 'approver',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const { quoteId } = await offeredQuote();
        const response = await accept(quoteId, 1);
        expect(response.statusCode, response.body).toBe(201);
        const order = response.json<CreateOrderResponse>().data;
        expect(order.status).toBe('awaiting_approval');
        expect(await orderRow(order.id)).toMatchObject({
          status: 'awaiting_approval',
          approver_role: 'approver',
        });
        // Its approvers hear of it; the manufacturer and the placer's receipt wait for the approval.
        expect(await emailsOf(order.id)).toContain('approval_requested');
        expect(await emailsOf(order.id)).not.toContain('order_received');
        const quote = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
        expect(quote.status).toBe('accepted');
        expect(quote.order?.id).toBe(order.id);
        const approved = await inject(
          'POST',
          pathTo(memberEndpoints.approveOrder, { ...acme, orderId: order.id }),
          approver.headers,
        );
        expect(approved.statusCode, approved.body).toBe(200);
        expect((await orderRow(order.id)).status).toBe('draft');
        expect(await emailsOf(order.id)).toContain('order_received');
      } finally {
        await t.db.deleteFrom('approval_rules').where('id', '=', rule.id).execute();
      }
    });

    it('a ship-to rule holds the acceptance; declined or withdrawn there, the offer is open again (decision 042)', async () => {
      const rule = await t.db
        .insertInto('approval_rules')
        .values({
          tenant_id: world.acme.id,
          customer_id: world.acmeCustomer.id,
          condition: 'ship_to',
          threshold: '0',
          address_id: world.acmeAddress.id,
          applies_to: ['buyer'],
          approver_role: 'approver',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const { quoteId } = await offeredQuote();
        const first = await accept(quoteId, 1);
        expect(first.statusCode, first.body).toBe(201);
        const firstOrder = first.json<CreateOrderResponse>().data;
        expect(firstOrder.status).toBe('awaiting_approval');
        expect((await orderRow(firstOrder.id)).approval_reasons).toEqual([
          { kind: 'ship_to', rule_id: rule.id, address_id: world.acmeAddress.id },
        ]);
        const declined = await inject(
          'POST',
          pathTo(memberEndpoints.declineOrder, { ...acme, orderId: firstOrder.id }),
          approver.headers,
          { comment: 'Not to this address' },
        );
        expect(declined.statusCode, declined.body).toBe(200);
        let quote = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
        expect(quote.status).toBe('offered');
        expect(quote.order).toBeNull();
        expect(quote.events.at(-1)?.action).toBe('reopen');

        // Accepted again, then withdrawn by its placer: open again; then accepted for good.
        const second = await accept(quoteId, 1);
        expect(second.statusCode, second.body).toBe(201);
        const secondOrder = second.json<CreateOrderResponse>().data;
        const withdrawn = await inject(
          'POST',
          pathTo(memberEndpoints.withdrawOrder, { ...acme, orderId: secondOrder.id }),
          world.acmeBuyer.headers,
        );
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
        quote = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
        expect(quote.status).toBe('offered');
        const third = await accept(quoteId, 1);
        expect(third.statusCode, third.body).toBe(201);
        const thirdOrder = third.json<CreateOrderResponse>().data;
        const approved = await inject(
          'POST',
          pathTo(memberEndpoints.approveOrder, { ...acme, orderId: thirdOrder.id }),
          approver.headers,
        );
        expect(approved.statusCode, approved.body).toBe(200);
        quote = (await buyerQuote(quoteId)).json<QuoteDetailResponse>().data;
        expect(quote.status).toBe('accepted');
        expect(quote.order?.id).toBe(thirdOrder.id);
      } finally {
        await t.db.deleteFrom('approval_rules').where('id', '=', rule.id).execute();
      }
    });

    it("a rule the quote's order matches holds it for the role the rule names", async () => {
      const rule = await t.db
        .insertInto('approval_rules')
        .values({
          tenant_id: world.acme.id,
          customer_id: world.acmeCustomer.id,
          condition: 'total_above',
          threshold: '50',
          applies_to: ['buyer'],
          approver_role: 'customer_admin',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const { quoteId } = await offeredQuote();
        const response = await accept(quoteId, 1);
        expect(response.statusCode, response.body).toBe(201);
        const order = response.json<CreateOrderResponse>().data;
        expect(order.status).toBe('awaiting_approval');
        expect(await orderRow(order.id)).toMatchObject({
          approval_reasons: [{ kind: 'total_above', rule_id: rule.id, threshold: 50 }],
          approver_role: 'customer_admin',
        });
        // Below the rule's amount, the quote's order goes straight to the manufacturer.
        const small = await offeredQuote({ price: 4 });
        const placed = await accept(small.quoteId, 1);
        expect(placed.json<CreateOrderResponse>().data.status).toBe('draft');
      } finally {
        await t.db.deleteFrom('approval_rules').where('id', '=', rule.id).execute();
      }
    });

    it("an acceptance over the member's spending limit is refused, nothing written; within it, it counts", async () => {
      const limit = (amount: number | null, spent = 0) =>
        sql`update memberships set spending_limit = ${amount}::numeric,
            spending_period = ${amount === null ? null : 'month'}::text,
            spent_in_period = ${spent}::numeric,
            spent_period_start = date_trunc('month', now() at time zone 'UTC')::date
          where tenant_id = ${world.acme.id} and user_id = ${loner.id}`.execute(t.db);
      try {
        await limit(100, 30);
        const { quoteId } = await createOfferedQuote(t.db, {
          tenantId: world.acme.id,
          customerId: world.acmeCustomer.id,
          userId: loner.id,
          productId: bolt.id,
          puomId: bolt.puomId,
        });
        const before = await orderCount();
        const refused = await accept(quoteId, 1, loner.headers);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json<{ message: string }>().message).toMatch(/spending limit/i);
        expect(await orderCount()).toBe(before);
        expect(
          (await buyerQuote(quoteId, loner.headers)).json<QuoteDetailResponse>().data.status,
        ).toBe('offered');
        await limit(100, 20);
        const placed = await accept(quoteId, 1, loner.headers);
        expect(placed.statusCode, placed.body).toBe(201);
        const spent = await t.db
          .selectFrom('memberships')
          .select(sql<number>`spent_in_period::float8`.as('spent'))
          .where('tenant_id', '=', world.acme.id)
          .where('user_id', '=', loner.id)
          .executeTakeFirstOrThrow();
        expect(spent.spent).toBe(95);
      } finally {
        await limit(null);
      }
    });
  });
});
