import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyOf } from '../../core/callers.ts';
import { KEYED_BY_API_KEY } from '../idempotency/callers.ts';
import { changeOrderStatus } from '../admin/orders/orders.service.ts';
import { bulkUpsert as bulkUpsertPrices } from '../admin/price-lists/price-list-bulk.service.ts';
import { publishPriceListChanged } from '../pricing/pricing-changes.ts';
import { updateStock, upsertProducts, type BulkCounts } from './catalogue.service.ts';
import { upsertCustomers } from './customers.service.ts';
import { ordersSince } from './orders-feed.service.ts';
import { upsertUnits } from './units.service.ts';
import { decideReturnByErp, receiveReturnByErp, returnsSince } from './returns-feed.service.ts';
import { consoleQuote, listConsoleQuotes, sendOffer } from '../quotes/quotes.service.ts';
import { orderDetail } from '../admin/orders/orders.service.ts';
import { confirmLines, recordShipment } from '../shipments/shipments.service.ts';
import { consoleInvoice, postCredit, postInvoice } from '../invoices/invoices.service.ts';
import { API_PREFIX, AREA_PREFIXES } from '@portal/contract/endpoints/endpoint';
import { enterArea, serve } from '../../lib/endpoint-route.ts';
import * as integrationEndpoints from '@portal/contract/endpoints/integration';

/** A bulk request of MAX_INTEGRATION_ITEMS items with long texts fits. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

const changedAny = (counts: BulkCounts) => counts.created + counts.updated > 0;

/** The area's routes, each with the scope a key needs. */
const integrationApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogueChanged = (tenantId: number) =>
    app.invalidations.publish({ kind: 'catalogue-changed', tenantId });

  serve(
    app,
    integrationEndpoints.integrationPutProducts,
    { config: { idempotency: KEYED_BY_API_KEY }, bodyLimit: BULK_BODY_LIMIT },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await upsertProducts(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  serve(
    app,
    integrationEndpoints.integrationPutStock,
    { config: { idempotency: KEYED_BY_API_KEY }, bodyLimit: BULK_BODY_LIMIT },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await updateStock(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  serve(
    app,
    integrationEndpoints.integrationPutUnits,
    { config: { idempotency: KEYED_BY_API_KEY }, bodyLimit: BULK_BODY_LIMIT },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await upsertUnits(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  serve(
    app,
    integrationEndpoints.integrationBulkPriceEntries,
    { config: { idempotency: KEYED_BY_API_KEY }, bodyLimit: BULK_BODY_LIMIT },
    async (request) => {
      const key = apiKeyOf(request);
      const { id } = request.params;
      const counts = await bulkUpsertPrices(app.db, key, id, request.body);
      if (changedAny(counts)) await publishPriceListChanged(app, key.tenantId, id);
      return { data: counts };
    },
  );

  serve(
    app,
    integrationEndpoints.integrationPutCustomers,
    { config: { idempotency: KEYED_BY_API_KEY }, bodyLimit: BULK_BODY_LIMIT },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await upsertCustomers(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  serve(app, integrationEndpoints.integrationOrdersSince, (request) =>
    ordersSince(app.db, apiKeyOf(request), request.query),
  );

  serve(
    app,
    integrationEndpoints.integrationChangeOrderStatus,
    { config: { idempotency: KEYED_BY_API_KEY } },
    async (request) => {
      const key = apiKeyOf(request);
      const order = await changeOrderStatus(app.db, key, request.params.id, request.body);
      await catalogueChanged(key.tenantId);
      return { data: order };
    },
  );

  // Quotes (issue 30 point 6): an ERP reads the requests as the console's inbox lists them and
  // sends an offer version as the console does (its e-mail and webhook go out alike).
  serve(app, integrationEndpoints.integrationQuotes, (request) =>
    listConsoleQuotes(app.db, apiKeyOf(request), request.query),
  );

  serve(app, integrationEndpoints.integrationQuote, async (request) => ({
    data: await consoleQuote(app.db, apiKeyOf(request), request.params.id),
  }));

  serve(
    app,
    integrationEndpoints.integrationSendQuoteOffer,
    { config: { idempotency: KEYED_BY_API_KEY } },
    async (request, reply) => {
      const data = await sendOffer(app.db, apiKeyOf(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  // Shipments (issue 31, decision 037): the ERP records what left, once per external id (a
  // retry answers the same shipment, 200), and confirms lines by the feed's line numbers.
  serve(
    app,
    integrationEndpoints.integrationRecordShipment,
    { config: { idempotency: KEYED_BY_API_KEY } },
    async (request, reply) => {
      const { shipment, created } = await recordShipment(
        app.db,
        apiKeyOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ data: shipment });
    },
  );

  serve(app, integrationEndpoints.integrationConfirmOrderLines, async (request) => {
    const key = apiKeyOf(request);
    await confirmLines(app.db, key, request.params.id, request.body);
    return { data: await orderDetail(app.db, key, request.params.id) };
  });

  // Invoices, payments and credit notes (issue 31): the same external_id again answers 200 with
  // the document already there, so that an ERP retrying after a timeout never bills twice.
  serve(app, integrationEndpoints.integrationPostInvoice, async (request, reply) => {
    const posted = await postInvoice(app.db, apiKeyOf(request), request.body);
    return reply.code(posted.created ? 201 : 200).send(posted);
  });

  serve(app, integrationEndpoints.integrationInvoice, async (request) => ({
    data: await consoleInvoice(app.db, apiKeyOf(request).tenantId, request.params.id),
  }));

  serve(app, integrationEndpoints.integrationPostPayment, async (request, reply) => {
    const posted = await postCredit(app.db, apiKeyOf(request), 'payment', request.body);
    return reply.code(posted.created ? 201 : 200).send(posted);
  });

  serve(app, integrationEndpoints.integrationPostCreditNote, async (request, reply) => {
    const posted = await postCredit(app.db, apiKeyOf(request), 'credit_note', request.body);
    return reply.code(posted.created ? 201 : 200).send(posted);
  });

  // Returns (issue 31, decision 045): a feed by change cursor, and the staff's moves made by the
  // ERP through the returns module; the same move again answers the return, written once.
  serve(app, integrationEndpoints.integrationReturnsSince, (request) =>
    returnsSince(app.db, apiKeyOf(request), request.query),
  );

  serve(
    app,
    integrationEndpoints.integrationDecideReturn,
    { config: { idempotency: KEYED_BY_API_KEY } },
    async (request) => ({
      data: await decideReturnByErp(app.db, apiKeyOf(request), request.params.id, request.body),
    }),
  );

  serve(
    app,
    integrationEndpoints.integrationReceiveReturn,
    { config: { idempotency: KEYED_BY_API_KEY } },
    async (request) => ({
      data: await receiveReturnByErp(app.db, apiKeyOf(request), request.params.id, request.body),
    }),
  );
};

/**
 * The integration API under /api/integration/:code (issue 13): a tenant's own systems with an
 * API key of that tenant. One guard for the area (requireApiKey: the key, its tenant, its rate
 * and the route's scope); sessions never pass it, and keys never pass the session guards.
 * Writes publish what the console's do, so every instance's caches stay right.
 */
const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (area) => {
      enterArea(area, 'integration');
      area.addHook('onRequest', app.requireApiKey);
      await area.register(integrationApiRoutes);
    },
    { prefix: AREA_PREFIXES.integration.slice(API_PREFIX.length) },
  );
};

export default integrationRoutes;
