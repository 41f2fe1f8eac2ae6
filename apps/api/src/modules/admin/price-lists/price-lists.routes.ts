import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { publishPriceListChanged } from '../../pricing/pricing-changes.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import priceListCsvRoutes from './price-list-csv.routes.ts';
import priceListCustomerRoutes from './price-list-customers.routes.ts';
import priceListEntryRoutes from './price-list-entries.routes.ts';
import * as priceLists from './price-lists.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * Price lists (issue 11): create, rename, dates, delete when no customer has it; their entries,
 * customers and CSV in the plugins registered at the end. A change of a list clears only the
 * answers priced with it (pricing-changes.ts), not the tenant's catalogue.
 */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { tenantChange: 'none' } as const;

  serve(app, consoleEndpoints.adminPriceLists, (request) =>
    priceLists.listPriceLists(app.db, memberOf(request), request.query),
  );

  serve(
    app,
    consoleEndpoints.adminCreatePriceList,
    { config: { ...config, idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await priceLists.createPriceList(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminPriceList, async (request) => ({
    data: await priceLists.priceListDetail(app.db, memberOf(request), request.params.id),
  }));

  serve(app, consoleEndpoints.adminUpdatePriceList, { config }, async (request) => {
    const admin = memberOf(request);
    const { id } = request.params;
    const data = await priceLists.updatePriceList(app.db, admin, id, request.body);
    await publishPriceListChanged(app, admin.tenantId, id);
    return { data };
  });

  serve(app, consoleEndpoints.adminDeletePriceList, { config }, async (request, reply) => {
    const admin = memberOf(request);
    const { id } = request.params;
    await priceLists.deletePriceList(app.db, admin, id);
    await publishPriceListChanged(app, admin.tenantId, id);
    return reply.code(204).send();
  });

  await app.register(priceListEntryRoutes);
  await app.register(priceListCustomerRoutes);
  await app.register(priceListCsvRoutes);
};

export default priceListRoutes;
