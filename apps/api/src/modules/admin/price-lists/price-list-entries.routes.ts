import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPriceEntryList,
  adminPriceEntryResponse,
  bulkPriceEntriesRequest,
  bulkPriceEntriesResponse,
  priceListEntryQuery,
  priceListParams,
  putPriceEntryRequest,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { publishPriceListChanged } from '../../pricing/pricing-changes.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { bulkUpsert } from './price-list-bulk.service.ts';
import * as entries from './price-list-entries.service.ts';

/** A bulk request's JSON: MAX_BULK_ENTRIES lines of long part numbers fit. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A list's entries: the console's rows (a product and unit each, its tiers edited as a whole) and
 * the ERP's bulk upsert of tiers.
 */
const priceListEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-lists/:id/entries',
    {
      schema: {
        params: priceListParams,
        querystring: priceListEntryQuery,
        response: { 200: adminPriceEntryList, ...adminErrors },
      },
    },
    (request) => entries.listEntries(app.db, memberOf(request), request.params.id, request.query),
  );

  app.put(
    '/price-lists/:id/entries',
    {
      config: { tenantChange: 'none' },
      schema: {
        params: priceListParams,
        body: putPriceEntryRequest,
        response: { 200: adminPriceEntryResponse, ...adminErrors },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const { entry, changed } = await entries.putEntry(app.db, admin, id, request.body);
      if (changed) await publishPriceListChanged(app, admin.tenantId, id);
      return { data: entry };
    },
  );

  app.post(
    '/price-lists/:id/entries/bulk',
    {
      config: { tenantChange: 'none', idempotency: KEYED_BY_USER },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        params: priceListParams,
        body: bulkPriceEntriesRequest,
        response: { 200: bulkPriceEntriesResponse, ...adminErrors },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const counts = await bulkUpsert(app.db, admin, id, request.body);
      if (counts.created + counts.updated > 0) {
        await publishPriceListChanged(app, admin.tenantId, id);
      }
      return { data: counts };
    },
  );
};

export default priceListEntryRoutes;
