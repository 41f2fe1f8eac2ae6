import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as categories from './categories.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The category tree, flat with parent_id: create, rename, move, reorder, delete when empty. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminCategories, (request) =>
    categories.listCategories(app.db, memberOf(request)),
  );

  serve(
    app,
    consoleEndpoints.adminCreateCategory,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await categories.createCategory(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminUpdateCategory, async (request) => ({
    data: await categories.updateCategory(
      app.db,
      memberOf(request),
      request.params.id,
      request.body,
    ),
  }));

  serve(app, consoleEndpoints.adminDeleteCategory, async (request, reply) => {
    await categories.deleteCategory(app.db, memberOf(request), request.params.id);
    return reply.code(204).send();
  });
};

export default categoryRoutes;
