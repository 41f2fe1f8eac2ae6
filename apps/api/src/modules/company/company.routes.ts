import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as colleagues from './colleagues.service.ts';
import * as invitations from './invitations.service.ts';

/**
 * The Company area of a customer administrator (issue 29, decision 034): their company's
 * colleagues and invitations. The member area's guard admits approved members; each service
 * then admits only a customer administrator (company-admin.ts) and only their own customer.
 */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.colleagues, (request) =>
    colleagues.listColleagues(app.db, memberOf(request)),
  );

  serve(app, memberEndpoints.updateColleague, async (request) => ({
    data: await colleagues.updateColleague(
      app.db,
      app.invalidations,
      memberOf(request),
      request.params.userId,
      request.body,
    ),
  }));

  serve(app, memberEndpoints.invitations, async (request) => ({
    data: await invitations.listInvitations(app.db, memberOf(request)),
  }));

  serve(app, memberEndpoints.inviteColleague, async (request, reply) => {
    const data = await invitations.inviteColleague(
      app.db,
      memberOf(request),
      request.body,
      request.language,
    );
    return reply.code(201).send({ data });
  });

  serve(app, memberEndpoints.resendInvitation, async (request) => ({
    data: await invitations.resendInvitation(
      app.db,
      memberOf(request),
      request.params.invitationId,
    ),
  }));

  serve(app, memberEndpoints.revokeInvitation, async (request) => ({
    data: await invitations.revokeInvitation(
      app.db,
      memberOf(request),
      request.params.invitationId,
    ),
  }));
};

export default companyRoutes;
