import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { approvalInbox, decideOrder } from './approvals.service.ts';

/** The approvers' inbox and the decisions on a waiting order (decision 033); see signed-in.routes.ts. */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.approvals, async (request) =>
    approvalInbox(app.db, memberOf(request)),
  );

  serve(app, memberEndpoints.approveOrder, async (request) => ({
    data: await decideOrder(app.db, memberOf(request), request.params.orderId, 'approve'),
  }));

  serve(app, memberEndpoints.declineOrder, async (request) => ({
    data: await decideOrder(
      app.db,
      memberOf(request),
      request.params.orderId,
      'decline',
      request.body.comment,
    ),
  }));

  serve(app, memberEndpoints.withdrawOrder, async (request) => ({
    data: await decideOrder(app.db, memberOf(request), request.params.orderId, 'withdraw'),
  }));
};

export default approvalRoutes;
