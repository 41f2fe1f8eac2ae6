import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as publicEndpoints from '@portal/contract/endpoints/public';
import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { acceptInvitation, describeInvitation } from './invitation-link.service.ts';

/** Looks and uses of invitation links from one address: plenty for an office, useless for guessing. */
export const INVITATION_LINK_PER_ADDRESS: RateRule = {
  bucket: 'invitation-link-address',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** The invitee's side of an invitation: see who is invited where, then join. */
const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, limiter: app.rateLimiter, invalidations: app.invalidations };

  serve(
    app,
    publicEndpoints.invitationLink,
    { logLevel: 'warn', onRequest: app.limitByAddress(INVITATION_LINK_PER_ADDRESS) },
    (request) => describeInvitation(app.db, request.params.code, request.params.token),
  );

  serve(
    app,
    publicEndpoints.acceptInvitation,
    { onRequest: app.limitByAddress(INVITATION_LINK_PER_ADDRESS) },
    (request) =>
      acceptInvitation(ctx, request.params.code, request.body, request.ip, request.language),
  );
};

export default invitationLinkRoutes;
