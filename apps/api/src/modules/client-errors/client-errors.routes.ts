import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { recordClientError } from './client-errors.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** A crashing page can report in a loop: one address gets this many reports a minute. */
export const CLIENT_ERRORS_PER_ADDRESS: RateRule = {
  bucket: 'client-errors-address',
  limit: 30,
  windowMs: 60_000,
};

export const CLIENT_ERROR_BODY_LIMIT = 64 * 1024;

/** Error reports from the web app's fallback screen. Open to visitors; never answers 401. */
const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    publicEndpoints.logError,
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      onRequest: app.limitByAddress(CLIENT_ERRORS_PER_ADDRESS),
    },
    async (request, reply) => {
      await recordClientError(app.db, request.body, {
        authorization: request.headers.authorization,
        userAgent: request.headers['user-agent'],
        idleMinutes: app.config.SESSION_IDLE_MINUTES,
      });
      return reply.code(204).send();
    },
  );
};

export default clientErrorRoutes;
