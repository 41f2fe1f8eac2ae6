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
import { memberOf } from '../../../plugins/authentication.ts';
import { adminErrors } from '../common/admin-common.ts';
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

  app.post(
    '/registrations/:userId/approve',
    {
      schema: {
        params: userIdParams,
        body: approveRegistrationRequest,
        response: { 200: registrationResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await registrations.approveRegistration(
        app.db,
        memberOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  );

  app.post(
    '/registrations/:userId/reject',
    {
      schema: {
        params: userIdParams,
        body: rejectRegistrationRequest,
        response: { 200: registrationResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await registrations.rejectRegistration(
        app.db,
        memberOf(request),
        request.params.userId,
        request.body.reason,
      ),
    }),
  );
};

export default registrationRoutes;
