import { beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { createAdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct, type CreatedProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createOfferedQuote } from '../../../test/helpers/quote-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { expireOffers } from './quote-expiry.ts';

type World = Awaited<ReturnType<typeof createAdminWorld>>;

describe('quote expiry and webhook events (issue 30 points 4 and 6)', () => {
  const t = useTestApp();
  let world: World;
  let bolt: CreatedProduct;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BOLT-8' });
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        tenant_id: world.acme.id,
        url: 'https://93.184.215.14/hooks',
        events: ['quote.requested', 'quote.offered', 'quote.accepted', 'quote.expired'],
        secret: 'whsec_AAAA',
      })
      .execute();
  });

  const offered = (validUntil: Date) =>
    createOfferedQuote(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      userId: world.acmeBuyer.id,
      productId: bolt.id,
      puomId: bolt.puomId,
      validUntil,
    });
  const messages = (event: string, kind: 'webhook' | 'email' = 'webhook') =>
    t.db
      .selectFrom('outbox_messages')
      .select(['tenant_id', 'payload', 'recipient'])
      .where('tenant_id', '=', world.acme.id)
      .where('kind', '=', kind)
      .where('event', '=', event)
      .execute();
  const statusOf = async (quoteId: number) =>
    (
      await t.db
        .selectFrom('quotes')
        .select('status')
        .where('tenant_id', '=', world.acme.id)
        .where('id', '=', quoteId)
        .executeTakeFirstOrThrow()
    ).status;

  it('expires each passed offer once, however many sweeps run at once, and tells its webhooks', async () => {
    const passed = await offered(new Date(Date.now() - 60_000));
    const valid = await offered(new Date(Date.now() + 86_400_000));
    const swept = await Promise.all([expireOffers(t.database.db), expireOffers(t.database.db)]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await expireOffers(t.database.db)).toBe(0);
    expect(await statusOf(passed.quoteId)).toBe('expired');
    expect(await statusOf(valid.quoteId)).toBe('offered');
    const events = await t.db
      .selectFrom('quote_events')
      .select('action')
      .where('tenant_id', '=', world.acme.id)
      .where('quote_id', '=', passed.quoteId)
      .where('action', '=', 'expire')
      .execute();
    expect(events).toHaveLength(1);
    const hooks = await messages('quote.expired');
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.payload).toMatchObject({
      quote_id: passed.quoteId,
      customer_id: world.acmeCustomer.id,
    });
    // And one e-mail to the buyer who asked, by the same statement.
    const mails = await messages('quote.expired', 'email');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'buyer@acme.test',
      payload: { template: 'quote_expired', quote_id: passed.quoteId },
    });
  });

  it('writes quote.requested, quote.offered and quote.accepted with the changes that make them', async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.createQuote, { code: 'ACME' }),
      headers: world.acmeBuyer.headers,
      payload: { lines: [{ puom_id: bolt.puomId, quantity: 3 }] },
    });
    const quoteId = requested.json<{ data: { id: number } }>().data.id;
    const line = await t.db
      .selectFrom('quote_lines')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow();
    const offer = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminSendQuoteOffer, { code: 'ACME', id: quoteId }),
      headers: world.acmeAdmin.headers,
      payload: {
        valid_until: '2099-12-31',
        payment_terms: 'net30',
        lines: [{ quote_line_id: line.id, price: 2 }],
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.acceptQuote, { code: 'ACME', quoteId }),
      headers: world.acmeBuyer.headers,
      payload: { version_no: 1, shipping_address_id: world.acmeAddress.id },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const orderId = accepted.json<{ data: { id: number } }>().data.id;
    expect((await messages('quote.requested')).map((m) => m.payload)).toContainEqual({
      quote_id: quoteId,
      customer_id: world.acmeCustomer.id,
      requested_by_user_id: world.acmeBuyer.id,
      line_count: 1,
    });
    expect((await messages('quote.offered')).map((m) => m.payload)).toContainEqual({
      quote_id: quoteId,
      customer_id: world.acmeCustomer.id,
      version_no: 1,
      valid_until: '2100-01-01T00:00:00.000Z',
      sent_by_user_id: world.acmeAdmin.id,
    });
    expect((await messages('quote.accepted')).map((m) => m.payload)).toContainEqual({
      quote_id: quoteId,
      customer_id: world.acmeCustomer.id,
      version_no: 1,
      order_id: orderId,
      accepted_by_user_id: world.acmeBuyer.id,
    });
  });
});
