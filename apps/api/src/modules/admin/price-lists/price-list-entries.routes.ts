import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { publishPriceListChanged } from '../../pricing/pricing-changes.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { bulkUpsert } from './price-list-bulk.service.ts';
import * as entries from './price-list-entries.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** A bulk request's JSON: MAX_BULK_ENTRIES lines of long part numbers fit. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A list's entries: the console's rows (a product and unit each, its tiers edited as a whole) and
 * the ERP's bulk upsert of tiers.
 */
const priceListEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminPriceEntries, (request) =>
    entries.listEntries(app.db, memberOf(request), request.params.id, request.query),
  );

  serve(
    app,
    consoleEndpoints.adminPutPriceEntry,
    { config: { tenantChange: 'none' } },
    async (request) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const { entry, changed } = await entries.putEntry(app.db, admin, id, request.body);
      if (changed) await publishPriceListChanged(app, admin.tenantId, id);
      return { data: entry };
    },
  );

  serve(
    app,
    consoleEndpoints.adminBulkPriceEntries,
    { config: { tenantChange: 'none', idempotency: KEYED_BY_USER }, bodyLimit: BULK_BODY_LIMIT },
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
