import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressParams,
  adminAddressResponse,
  adminCustomerList,
  adminCustomerResponse,
  codeParams,
  createAddressRequest,
  createCustomerRequest,
  customerListQuery,
  customerParams,
  noContent,
  updateAddressRequest,
  updateCustomerRequest,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { publishCustomerPriceListChanged } from '../../pricing/pricing-changes.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import * as addresses from './addresses.service.ts';
import * as customers from './customers.service.ts';

/** The tenant's customers and their shipping and billing addresses. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        params: codeParams,
        querystring: customerListQuery,
        response: { 200: adminCustomerList, ...adminErrors },
      },
    },
    (request) => customers.listCustomers(app.db, memberOf(request), request.query),
  );

  app.post(
    '/customers',
    {
      config: { idempotency: KEYED_BY_USER },
      schema: {
        params: codeParams,
        body: createCustomerRequest,
        response: { 201: adminCustomerResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await customers.createCustomer(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: { params: customerParams, response: { 200: adminCustomerResponse, ...adminErrors } },
    },
    async (request) => ({
      data: await customers.customerDetail(app.db, memberOf(request), request.params.id),
    }),
  );

  // A customer's details are not in the catalogue; its price list is, through its buyers' session
  // checks, which are all that an assignment makes out of date.
  app.patch(
    '/customers/:id',
    {
      config: { tenantChange: 'none' },
      schema: {
        params: customerParams,
        body: updateCustomerRequest,
        response: { 200: adminCustomerResponse, ...adminErrors },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const data = await customers.updateCustomer(app.db, admin, id, request.body);
      if (request.body.price_list_id !== undefined) {
        await publishCustomerPriceListChanged(app, app.db, admin.tenantId, [id]);
      }
      return { data };
    },
  );

  app.post(
    '/customers/:id/addresses',
    {
      config: { idempotency: KEYED_BY_USER },
      schema: {
        params: customerParams,
        body: createAddressRequest,
        response: { 201: adminAddressResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await addresses.createAddress(app.db, memberOf(request), id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/customers/:id/addresses/:addressId',
    {
      schema: {
        params: addressParams,
        body: updateAddressRequest,
        response: { 200: adminAddressResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { id, addressId } = request.params;
      return {
        data: await addresses.updateAddress(app.db, memberOf(request), id, addressId, request.body),
      };
    },
  );

  app.delete(
    '/customers/:id/addresses/:addressId',
    { schema: { params: addressParams, response: { 204: noContent, ...adminErrors } } },
    async (request, reply) => {
      const { id, addressId } = request.params;
      await addresses.deleteAddress(app.db, memberOf(request), id, addressId);
      return reply.code(204).send();
    },
  );
};

export default customerRoutes;
