import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { auditLog } from './audit.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The tenant's audit log: who changed what, when, before and after. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminAudit, (request) =>
    auditLog(app.db, memberOf(request), request.query),
  );
};

export default auditRoutes;
