import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER_SECRET } from '../../idempotency/callers.ts';
import * as keys from './api-keys.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's API keys (issue 13): listed, created (the secret shown once) and revoked. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keys change nothing buyers read.
  const config = { tenantChange: 'none' } as const;

  serve(app, consoleEndpoints.adminApiKeys, async (request) => ({
    data: await keys.listKeys(app.db, memberOf(request)),
  }));

  serve(
    app,
    consoleEndpoints.adminCreateApiKey,
    { config: { ...config, idempotency: KEYED_BY_USER_SECRET } },
    async (request, reply) => {
      const created = await keys.createKey(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  serve(app, consoleEndpoints.adminRevokeApiKey, { config }, async (request) => ({
    data: await keys.revokeKey(app.db, memberOf(request), request.params.id),
  }));
};

export default apiKeyRoutes;
