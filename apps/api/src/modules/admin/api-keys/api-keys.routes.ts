import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyList,
  apiKeyResponse,
  codeParams,
  createApiKeyRequest,
  createdApiKeyResponse,
  recordIdParams,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER_SECRET } from '../../idempotency/callers.ts';
import * as keys from './api-keys.service.ts';

/** The tenant's API keys (issue 13): listed, created (the secret shown once) and revoked. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keys change nothing buyers read.
  const config = { tenantChange: 'none' } as const;

  app.get(
    '/api-keys',
    { schema: { params: codeParams, response: { 200: apiKeyList, ...adminErrors } } },
    async (request) => ({ data: await keys.listKeys(app.db, memberOf(request)) }),
  );

  app.post(
    '/api-keys',
    {
      config: { ...config, idempotency: KEYED_BY_USER_SECRET },
      schema: {
        params: codeParams,
        body: createApiKeyRequest,
        response: { 201: createdApiKeyResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const created = await keys.createKey(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      config,
      schema: { params: recordIdParams, response: { 200: apiKeyResponse, ...adminErrors } },
    },
    async (request) => ({
      data: await keys.revokeKey(app.db, memberOf(request), request.params.id),
    }),
  );
};

export default apiKeyRoutes;
