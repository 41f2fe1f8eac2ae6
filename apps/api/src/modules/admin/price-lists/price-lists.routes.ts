import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPriceListList,
  adminPriceListResponse,
  codeParams,
  createPriceListRequest,
  noContent,
  priceListParams,
  priceListQuery,
  updatePriceListRequest,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { publishPriceListChanged } from '../../pricing/pricing-changes.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import priceListCsvRoutes from './price-list-csv.routes.ts';
import priceListCustomerRoutes from './price-list-customers.routes.ts';
import priceListEntryRoutes from './price-list-entries.routes.ts';
import * as priceLists from './price-lists.service.ts';

/**
 * Price lists (issue 11): create, rename, dates, delete when no customer has it; their entries,
 * customers and CSV in the plugins registered at the end. A change of a list clears only the
 * answers priced with it (pricing-changes.ts), not the tenant's catalogue.
 */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { tenantChange: 'none' } as const;

  app.get(
    '/price-lists',
    {
      schema: {
        params: codeParams,
        querystring: priceListQuery,
        response: { 200: adminPriceListList, ...adminErrors },
      },
    },
    (request) => priceLists.listPriceLists(app.db, memberOf(request), request.query),
  );

  app.post(
    '/price-lists',
    {
      config: { ...config, idempotency: KEYED_BY_USER },
      schema: {
        params: codeParams,
        body: createPriceListRequest,
        response: { 201: adminPriceListResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await priceLists.createPriceList(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/price-lists/:id',
    {
      schema: {
        params: priceListParams,
        response: { 200: adminPriceListResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await priceLists.priceListDetail(app.db, memberOf(request), request.params.id),
    }),
  );

  app.patch(
    '/price-lists/:id',
    {
      config,
      schema: {
        params: priceListParams,
        body: updatePriceListRequest,
        response: { 200: adminPriceListResponse, ...adminErrors },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const data = await priceLists.updatePriceList(app.db, admin, id, request.body);
      await publishPriceListChanged(app, admin.tenantId, id);
      return { data };
    },
  );

  app.delete(
    '/price-lists/:id',
    { config, schema: { params: priceListParams, response: { 204: noContent, ...adminErrors } } },
    async (request, reply) => {
      const admin = memberOf(request);
      const { id } = request.params;
      await priceLists.deletePriceList(app.db, admin, id);
      await publishPriceListChanged(app, admin.tenantId, id);
      return reply.code(204).send();
    },
  );

  await app.register(priceListEntryRoutes);
  await app.register(priceListCustomerRoutes);
  await app.register(priceListCsvRoutes);
};

export default priceListRoutes;
