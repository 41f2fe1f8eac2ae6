import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeParams, emailPreferences, errorBody } from '@portal/contract';
import { memberOf } from '../../core/callers.ts';
import { readEmailPreferences, writeEmailPreferences } from './email-preferences.repository.ts';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * The signed-in member's e-mail choices at this company (the profile's section): every member,
 * buyer or administrator, has their own, and only their own.
 */
const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:code/email-preferences',
    { schema: { params: codeParams, response: { 200: emailPreferences, ...errors } } },
    async (request) => {
      const { tenantId, userId } = memberOf(request);
      return readEmailPreferences(app.db, tenantId, userId);
    },
  );

  app.put(
    '/user/:code/email-preferences',
    {
      schema: {
        params: codeParams,
        body: emailPreferences,
        response: { 200: emailPreferences, ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = memberOf(request);
      return writeEmailPreferences(app.db, tenantId, userId, request.body);
    },
  );
};

export default emailPreferenceRoutes;
