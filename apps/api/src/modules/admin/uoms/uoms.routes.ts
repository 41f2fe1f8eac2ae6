import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as uoms from './uoms.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Units of measure products are sold in. None is ever deleted: order lines name them. */
const uomRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminUoms, (request) => uoms.listUoms(app.db, memberOf(request)));

  serve(
    app,
    consoleEndpoints.adminCreateUom,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await uoms.createUom(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminUpdateUom, async (request) => ({
    data: await uoms.updateUom(app.db, memberOf(request), request.params.id, request.body),
  }));
};

export default uomRoutes;
