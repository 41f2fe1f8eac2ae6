import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noContent,
  priceListCustomerList,
  priceListCustomerParams,
  priceListCustomerQuery,
  priceListParams,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { publishCustomerPriceListChanged } from '../../pricing/pricing-changes.ts';
import { adminErrors } from '../common/admin-common.ts';
import * as customers from './price-list-customers.service.ts';

/** The customers of a list: who has it, give it to one, take it away (204 either way). */
const priceListCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { tenantChange: 'none' } as const;
  const assignment = {
    params: priceListCustomerParams,
    response: { 204: noContent, ...adminErrors },
  };

  app.get(
    '/price-lists/:id/customers',
    {
      schema: {
        params: priceListParams,
        querystring: priceListCustomerQuery,
        response: { 200: priceListCustomerList, ...adminErrors },
      },
    },
    (request) =>
      customers.listCustomers(app.db, memberOf(request), request.params.id, request.query.page),
  );

  app.put(
    '/price-lists/:id/customers/:customerId',
    { config, schema: assignment },
    async (request, reply) => {
      const admin = memberOf(request);
      const { id, customerId } = request.params;
      if (await customers.assignList(app.db, admin, id, customerId)) {
        await publishCustomerPriceListChanged(app, app.db, admin.tenantId, [customerId]);
      }
      return reply.code(204).send();
    },
  );

  app.delete(
    '/price-lists/:id/customers/:customerId',
    { config, schema: assignment },
    async (request, reply) => {
      const admin = memberOf(request);
      const { id, customerId } = request.params;
      if (await customers.unassignList(app.db, admin, id, customerId)) {
        await publishCustomerPriceListChanged(app, app.db, admin.tenantId, [customerId]);
      }
      return reply.code(204).send();
    },
  );
};

export default priceListCustomerRoutes;
