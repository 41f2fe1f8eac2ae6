import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRegistrationRequest,
  codeParams,
  registrationList,
  registrationListQuery,
  registrationResponse,
  rejectRegistrationRequest,
  userIdParams,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import * as registrations from './registrations.service.ts';

/** Accounts waiting for the company's approval, and the decisions on them. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations',
    {
      schema: {
        params: codeParams,
        querystring: registrationListQuery,
        response: { 200: registrationList, ...adminErrors },
      },
    },
    (request) => registrations.listRegistrations(app.db, memberOf(request), request.query),
  );

  // A decided registration is a membership change: its user's kept session checks go (the
  // catalogue is the same, so the tenant's is not published).
  app.post(
    '/registrations/:userId/approve',
    {
      config: { tenantChange: 'none', idempotency: KEYED_BY_USER },
      schema: {
        params: userIdParams,
        body: approveRegistrationRequest,
        response: { 200: registrationResponse, ...adminErrors },
      },
    },
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

  app.post(
    '/registrations/:userId/reject',
    {
      config: { tenantChange: 'none', idempotency: KEYED_BY_USER },
      schema: {
        params: userIdParams,
        body: rejectRegistrationRequest,
        response: { 200: registrationResponse, ...adminErrors },
      },
    },
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
