import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPriceEntryList,
  adminPriceEntryResponse,
  priceListEntryQuery,
  priceListParams,
  putPriceEntryRequest,
} from '@portal/contract';
import { memberOf } from '../../../plugins/authentication.ts';
import { publishPriceListChanged } from '../../pricing/pricing-changes.ts';
import { adminErrors } from '../common/admin-common.ts';
import * as entries from './price-list-entries.service.ts';

/** A list's entries in the console: a product and unit per row, its tiers edited as a whole. */
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
};

export default priceListEntryRoutes;
