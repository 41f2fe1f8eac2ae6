import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderResponse,
  bulkCountsResponse,
  bulkPriceEntriesRequest,
  bulkPriceEntriesResponse,
  changeOrderStatusRequest,
  codeParams,
  errorBody,
  integrationOrderParams,
  ordersSinceQuery,
  ordersSinceResponse,
  priceListParams,
  putCustomersRequest,
  putProductsRequest,
  putStockRequest,
  putUnitsRequest,
} from '@portal/contract';
import { apiKeyOf } from '../../core/callers.ts';
import { KEYED_BY_API_KEY } from '../idempotency/callers.ts';
import { changeOrderStatus } from '../admin/orders/orders.service.ts';
import { bulkUpsert as bulkUpsertPrices } from '../admin/price-lists/price-list-bulk.service.ts';
import { publishPriceListChanged } from '../pricing/pricing-changes.ts';
import { updateStock, upsertProducts, type BulkCounts } from './catalogue.service.ts';
import { upsertCustomers } from './customers.service.ts';
import { ordersSince } from './orders-feed.service.ts';
import { upsertUnits } from './units.service.ts';

/** Every answer of the integration API besides its own: the 429 of the key's rate too. */
const integrationErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
};

/** A bulk request of MAX_INTEGRATION_ITEMS items with long texts fits. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

const changedAny = (counts: BulkCounts) => counts.created + counts.updated > 0;

/** The area's routes, each with the scope a key needs. */
const integrationApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogueChanged = (tenantId: number) =>
    app.invalidations.publish({ kind: 'catalogue-changed', tenantId });

  app.put(
    '/products',
    {
      config: { apiKeyScope: 'catalogue:write', idempotency: KEYED_BY_API_KEY },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        params: codeParams,
        body: putProductsRequest,
        response: { 200: bulkCountsResponse, ...integrationErrors },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await upsertProducts(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  app.put(
    '/stock',
    {
      config: { apiKeyScope: 'catalogue:write', idempotency: KEYED_BY_API_KEY },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        params: codeParams,
        body: putStockRequest,
        response: { 200: bulkCountsResponse, ...integrationErrors },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await updateStock(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  app.put(
    '/units',
    {
      config: { apiKeyScope: 'catalogue:write', idempotency: KEYED_BY_API_KEY },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        params: codeParams,
        body: putUnitsRequest,
        response: { 200: bulkCountsResponse, ...integrationErrors },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await upsertUnits(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  app.post(
    '/price-lists/:id/entries/bulk',
    {
      config: { apiKeyScope: 'prices:write', idempotency: KEYED_BY_API_KEY },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        params: priceListParams,
        body: bulkPriceEntriesRequest,
        response: { 200: bulkPriceEntriesResponse, ...integrationErrors },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const { id } = request.params;
      const counts = await bulkUpsertPrices(app.db, key, id, request.body);
      if (changedAny(counts)) await publishPriceListChanged(app, key.tenantId, id);
      return { data: counts };
    },
  );

  app.put(
    '/customers',
    {
      config: { apiKeyScope: 'customers:write', idempotency: KEYED_BY_API_KEY },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        params: codeParams,
        body: putCustomersRequest,
        response: { 200: bulkCountsResponse, ...integrationErrors },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const counts = await upsertCustomers(app.db, key, request.body.items);
      if (changedAny(counts)) await catalogueChanged(key.tenantId);
      return { data: counts };
    },
  );

  app.get(
    '/orders',
    {
      config: { apiKeyScope: 'orders:read' },
      schema: {
        params: codeParams,
        querystring: ordersSinceQuery,
        response: { 200: ordersSinceResponse, ...integrationErrors },
      },
    },
    (request) => ordersSince(app.db, apiKeyOf(request), request.query),
  );

  app.post(
    '/orders/:id/status',
    {
      config: { apiKeyScope: 'orders:write', idempotency: KEYED_BY_API_KEY },
      schema: {
        params: integrationOrderParams,
        body: changeOrderStatusRequest,
        response: { 200: adminOrderResponse, ...integrationErrors },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const order = await changeOrderStatus(app.db, key, request.params.id, request.body);
      await catalogueChanged(key.tenantId);
      return { data: order };
    },
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
      area.addHook('onRequest', app.requireApiKey);
      await area.register(integrationApiRoutes);
    },
    { prefix: '/integration/:code' },
  );
};

export default integrationRoutes;
