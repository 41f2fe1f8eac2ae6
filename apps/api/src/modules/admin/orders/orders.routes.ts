import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderList,
  adminOrderListQuery,
  adminOrderResponse,
  changeOrderStatusRequest,
  codeParams,
  recordIdParams,
} from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import { findOrderPdf } from '../../documents/order-pdf.service.ts';
import { pdfAnswer, sendPdf } from '../../documents/pdf-answer.ts';
import * as orders from './orders.service.ts';

/** Every customer's orders, their detail and history, and the status changes staff make. */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        params: codeParams,
        querystring: adminOrderListQuery,
        response: { 200: adminOrderList, ...adminErrors },
      },
    },
    (request) => orders.listOrders(app.db, memberOf(request), request.query),
  );

  app.get(
    '/orders/:id',
    { schema: { params: recordIdParams, response: { 200: adminOrderResponse, ...adminErrors } } },
    async (request) => ({
      data: await orders.orderDetail(app.db, memberOf(request), request.params.id),
    }),
  );

  app.get(
    '/orders/:id/pdf',
    {
      schema: {
        params: recordIdParams,
        response: {
          200: pdfAnswer("The order as a PDF, in the reader's language."),
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const admin = memberOf(request);
      const pdf = await findOrderPdf(
        app.db,
        { tenantId: admin.tenantId },
        request.params.id,
        request.language,
        'staff',
      );
      return sendPdf(reply, pdf);
    },
  );

  app.post(
    '/orders/:id/status',
    {
      config: { idempotency: KEYED_BY_USER },
      schema: {
        params: recordIdParams,
        body: changeOrderStatusRequest,
        response: { 200: adminOrderResponse, ...adminErrors },
      },
    },
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
