import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import * as members from './members.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Every account of the tenant: enable or disable it, set its rep code and customer. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminMembers, (request) =>
    members.listMembers(app.db, memberOf(request), request.query),
  );

  serve(
    app,
    consoleEndpoints.adminUpdateMember,
    { config: { tenantChange: 'none' } },
    async (request) => ({
      data: await members.updateMember(
        app.db,
        app.invalidations,
        memberOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  );
};

export default memberRoutes;
