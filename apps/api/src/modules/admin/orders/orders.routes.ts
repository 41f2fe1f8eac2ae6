import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { findOrderPdf } from '../../documents/order-pdf.service.ts';
import { sendPdf } from '../../documents/pdf-answer.ts';
import * as orders from './orders.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Every customer's orders, their detail and history, and the status changes staff make. */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminOrders, (request) =>
    orders.listOrders(app.db, memberOf(request), request.query),
  );

  serve(app, consoleEndpoints.adminOrder, async (request) => ({
    data: await orders.orderDetail(app.db, memberOf(request), request.params.id),
  }));

  serve(app, consoleEndpoints.adminOrderPdf, async (request, reply) => {
    const admin = memberOf(request);
    const pdf = await findOrderPdf(
      app.db,
      { tenantId: admin.tenantId },
      request.params.id,
      request.language,
      'staff',
    );
    return sendPdf(reply, pdf);
  });

  serve(
    app,
    consoleEndpoints.adminChangeOrderStatus,
    { config: { idempotency: KEYED_BY_USER } },
    async (request) => ({
      data: await orders.changeOrderStatus(
        app.db,
        memberOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};

export default adminOrderRoutes;
