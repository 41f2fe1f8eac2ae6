import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { publishCustomerPriceListChanged } from '../../pricing/pricing-changes.ts';
import * as customers from './price-list-customers.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The customers of a list: who has it, give it to one, take it away (204 either way). */
const priceListCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { tenantChange: 'none' } as const;

  serve(app, consoleEndpoints.adminPriceListCustomers, (request) =>
    customers.listCustomers(app.db, memberOf(request), request.params.id, request.query.page),
  );

  serve(app, consoleEndpoints.adminAssignPriceList, { config }, async (request, reply) => {
    const admin = memberOf(request);
    const { id, customerId } = request.params;
    if (await customers.assignList(app.db, admin, id, customerId)) {
      await publishCustomerPriceListChanged(app, app.db, admin.tenantId, [customerId]);
    }
    return reply.code(204).send();
  });

  serve(app, consoleEndpoints.adminUnassignPriceList, { config }, async (request, reply) => {
    const admin = memberOf(request);
    const { id, customerId } = request.params;
    if (await customers.unassignList(app.db, admin, id, customerId)) {
      await publishCustomerPriceListChanged(app, app.db, admin.tenantId, [customerId]);
    }
    return reply.code(204).send();
  });
};

export default priceListCustomerRoutes;
