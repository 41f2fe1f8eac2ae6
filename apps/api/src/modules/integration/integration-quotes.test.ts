import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetailResponse, QuoteList } from '@portal/contract';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as integrationEndpoints from '@portal/contract/endpoints/integration';
import { createAdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { createApiKey, type TestApiKey } from '../../../test/helpers/api-key-fixtures.ts';
import { createProduct, type CreatedProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createOfferedQuote } from '../../../test/helpers/quote-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * An ERP prices quotes through the integration API (issue 30 point 6): it reads the requests
 * with `quotes:read` and sends an offer version with `quotes:write`, once per Idempotency-Key.
 */
describe('quotes through the integration API', () => {
  const t = useTestApp();
  let world: Awaited<ReturnType<typeof createAdminWorld>>;
  let bolt: CreatedProduct;
  let erp: TestApiKey;
  let reader: TestApiKey;
  let borealErp: TestApiKey;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BOLT-8' });
    erp = await createApiKey(t.db, world.acme.id, 'ERP', ['quotes:read', 'quotes:write']);
    reader = await createApiKey(t.db, world.acme.id, 'Reader', ['quotes:read']);
    borealErp = await createApiKey(t.db, world.boreal.id, 'Boreal ERP');
  });

  const requested = () =>
    createOfferedQuote(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      userId: world.acmeBuyer.id,
      productId: bolt.id,
      puomId: bolt.puomId,
      requestedOnly: true,
    });
  const offer = (apiKey: TestApiKey, id: number, quoteLineId: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: pathTo(integrationEndpoints.integrationSendQuoteOffer, { code: 'ACME', id }),
      headers: { ...apiKey.headers, 'idempotency-key': key },
      payload: {
        valid_until: '2099-12-31',
        payment_terms: 'net30',
        lines: [{ quote_line_id: quoteLineId, price: 4.25 }],
      },
    });

  it('lists the requests waiting for an offer and shows the lines to price', async () => {
    const { quoteId, quoteLineId } = await requested();
    const list = await t.app.inject({
      method: 'GET',
      url: `${pathTo(integrationEndpoints.integrationQuotes, { code: 'ACME' })}?box=new`,
      headers: reader.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<QuoteList>().data.map((quote) => quote.id)).toContain(quoteId);
    const detail = await t.app.inject({
      method: 'GET',
      url: pathTo(integrationEndpoints.integrationQuote, { code: 'ACME', id: quoteId }),
      headers: reader.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<QuoteDetailResponse>().data.lines.map((line) => line.id)).toEqual([
      quoteLineId,
    ]);
    // Another tenant's key sees none of ACME's quotes, even at its own code.
    const foreign = await t.app.inject({
      method: 'GET',
      url: pathTo(integrationEndpoints.integrationQuote, { code: 'BOREAL', id: quoteId }),
      headers: borealErp.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends one offer version per Idempotency-Key, by no user, and tells the buyer once', async () => {
    const { quoteId, quoteLineId } = await requested();
    const refused = await offer(reader, quoteId, quoteLineId, 'erp-offer-0');
    expect(refused.statusCode).toBe(403);
    const first = await offer(erp, quoteId, quoteLineId, 'erp-offer-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await offer(erp, quoteId, quoteLineId, 'erp-offer-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const body = first.json<QuoteDetailResponse>().data;
    expect(body.status).toBe('offered');
    expect(body.versions.map((version) => version.version_no)).toEqual([1]);
    const versions = await t.db
      .selectFrom('quote_versions')
      .select(['version_no', 'sent_by_user_id'])
      .where('tenant_id', '=', world.acme.id)
      .where('quote_id', '=', quoteId)
      .execute();
    expect(versions).toEqual([{ version_no: 1, sent_by_user_id: null }]);
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('tenant_id', '=', world.acme.id)
      .where('kind', '=', 'email')
      .where('event', '=', 'quote.offered')
      .execute();
    expect(mails).toEqual([{ recipient: 'buyer@acme.test' }]);
  });

  it('sends an offer with quantity breaks, refusing breaks out of order (decision 042)', async () => {
    const { quoteId, quoteLineId } = await requested();
    const send = (tiers: { min_qty: number; price: number }[], key: string) =>
      t.app.inject({
        method: 'POST',
        url: pathTo(integrationEndpoints.integrationSendQuoteOffer, { code: 'ACME', id: quoteId }),
        headers: { ...erp.headers, 'idempotency-key': key },
        payload: {
          valid_until: '2099-12-31',
          payment_terms: 'net30',
          lines: [{ quote_line_id: quoteLineId, price: 4.25, tiers }],
        },
      });
    const tiers = [
      { min_qty: 100, price: 4 },
      { min_qty: 500, price: 3.75 },
    ];
    const refused = await send([...tiers].reverse(), 'erp-tiers-0');
    expect(refused.statusCode).toBe(422);
    const sent = await send(tiers, 'erp-tiers-1');
    expect(sent.statusCode, sent.body).toBe(201);
    const [version] = sent.json<QuoteDetailResponse>().data.versions;
    expect(version?.lines.map((line) => line.tiers)).toEqual([tiers]);
  });
});
