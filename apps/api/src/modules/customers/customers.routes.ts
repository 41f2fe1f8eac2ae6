import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../core/callers.ts';
import { ownCustomer } from './customers.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/** The signed-in member's customer with its shipping addresses (`embed` is accepted; always embedded). */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.ownCustomer, (request) =>
    ownCustomer(app.db, memberOf(request), request.query),
  );
};

export default customerRoutes;
