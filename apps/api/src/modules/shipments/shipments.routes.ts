import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../idempotency/callers.ts';
import { orderDetail } from '../admin/orders/orders.service.ts';
import { carrierTemplates } from '../../readers/carrier-templates.ts';
import { saveCarrierTemplates } from './carrier-templates.ts';
import { confirmLines, listOrderShipments, recordShipment } from './shipments.service.ts';

/**
 * The console's shipments of an order, its lines' confirmations and the carriers' templates
 * (issue 31, decision 037); registered among the console routes (admin.routes.ts). None changes
 * the catalogue: no cache is told (tenantChange 'none').
 */
const adminShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const none = { tenantChange: 'none' } as const;

  serve(app, consoleEndpoints.adminOrderShipments, (request) =>
    listOrderShipments(app.db, memberOf(request).tenantId, request.params.id),
  );

  serve(
    app,
    consoleEndpoints.adminRecordShipment,
    { config: { ...none, idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const { shipment, created } = await recordShipment(
        app.db,
        memberOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ data: shipment });
    },
  );

  serve(app, consoleEndpoints.adminConfirmOrderLines, { config: none }, async (request) => {
    const admin = memberOf(request);
    await confirmLines(app.db, admin, request.params.id, request.body);
    return { data: await orderDetail(app.db, admin, request.params.id) };
  });

  serve(app, consoleEndpoints.adminCarrierTemplates, async (request) => ({
    data: await carrierTemplates(app.db, memberOf(request).tenantId),
  }));

  serve(app, consoleEndpoints.adminUpdateCarrierTemplates, { config: none }, async (request) => ({
    data: await saveCarrierTemplates(app.db, memberOf(request).tenantId, request.body),
  }));
};

export default adminShipmentRoutes;
