import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** Liveness and readiness in one: answers 200 only when the database answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, publicEndpoints.health, async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'errors.serviceUnavailable');
    }
    return { status: 'ok' as const, database: app.dbEngine };
  });
};

export default healthRoutes;
