import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../core/callers.ts';
import { readEmailPreferences, writeEmailPreferences } from './email-preferences.repository.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The signed-in member's e-mail choices at this company (the profile's section): every member,
 * buyer or administrator, has their own, and only their own.
 */
const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.emailPreferences, async (request) => {
    const { tenantId, userId } = memberOf(request);
    return readEmailPreferences(app.db, tenantId, userId);
  });

  serve(app, memberEndpoints.saveEmailPreferences, async (request) => {
    const { tenantId, userId } = memberOf(request);
    return writeEmailPreferences(app.db, tenantId, userId, request.body);
  });
};

export default emailPreferenceRoutes;
