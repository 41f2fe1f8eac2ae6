import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { memberOf } from '../../../core/callers.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as attributes from './product-attributes.service.ts';

/** The tenant's product attributes (issue 32 point 1, decision 040). */
const productAttributesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminProductAttributes, async (request) => ({
    data: await attributes.listAttributes(app.db, memberOf(request)),
  }));

  serve(
    app,
    consoleEndpoints.adminCreateProductAttribute,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await attributes.createAttribute(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminUpdateProductAttribute, async (request) => ({
    data: await attributes.updateAttribute(
      app.db,
      memberOf(request),
      request.params.id,
      request.body,
    ),
  }));

  serve(app, consoleEndpoints.adminDeleteProductAttribute, async (request, reply) => {
    await attributes.deleteAttribute(app.db, memberOf(request), request.params.id);
    return reply.code(204).send();
  });
};

export default productAttributesRoutes;
