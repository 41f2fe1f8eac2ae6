import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as registrations from './registrations.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Accounts waiting for the company's approval, and the decisions on them. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminRegistrations, (request) =>
    registrations.listRegistrations(app.db, memberOf(request), request.query),
  );

  // A decided registration is a membership change: its user's kept session checks go (the
  // catalogue is the same, so the tenant's is not published).
  serve(
    app,
    consoleEndpoints.adminApproveRegistration,
    { config: { tenantChange: 'none', idempotency: KEYED_BY_USER } },
    async (request) => {
      const { userId } = request.params;
      const data = await registrations.approveRegistration(
        app.db,
        memberOf(request),
        userId,
        request.body,
      );
      await app.invalidations.publish({ kind: 'user-changed', userId });
      return { data };
    },
  );

  serve(
    app,
    consoleEndpoints.adminRejectRegistration,
    { config: { tenantChange: 'none', idempotency: KEYED_BY_USER } },
    async (request) => {
      const { userId } = request.params;
      const data = await registrations.rejectRegistration(
        app.db,
        memberOf(request),
        userId,
        request.body.reason,
      );
      await app.invalidations.publish({ kind: 'user-changed', userId });
      return { data };
    },
  );
};

export default registrationRoutes;
