import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { memberOf } from '../../../core/callers.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as synonyms from './search-synonyms.service.ts';

/** Words the tenant's searches treat as one (issue 32 point 2). */
const searchSynonymsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminSearchSynonyms, async (request) => ({
    data: await synonyms.listSearchSynonyms(app.db, memberOf(request)),
  }));

  serve(
    app,
    consoleEndpoints.adminCreateSearchSynonym,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await synonyms.createSearchSynonym(
        app.db,
        memberOf(request),
        request.body.words,
      );
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminUpdateSearchSynonym, async (request) => ({
    data: await synonyms.updateSearchSynonym(
      app.db,
      memberOf(request),
      request.params.id,
      request.body.words,
    ),
  }));

  serve(app, consoleEndpoints.adminDeleteSearchSynonym, async (request, reply) => {
    await synonyms.deleteSearchSynonym(app.db, memberOf(request), request.params.id);
    return reply.code(204).send();
  });
};

export default searchSynonymsRoutes;
