import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeParams, customerQuery, customerResponse } from '@portal/contract';
import { memberOf } from '../../core/callers.ts';
import { ownCustomer } from './customers.service.ts';

/** The signed-in member's customer with its shipping addresses (`embed` is accepted; always embedded). */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:code',
    {
      schema: {
        params: codeParams,
        querystring: customerQuery,
        response: { 200: customerResponse },
      },
    },
    (request) => ownCustomer(app.db, memberOf(request), request.query),
  );
};

export default customerRoutes;
