import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  createOrderHeaders,
  createOrderRequest,
  createOrderResponse,
  errorBody,
  idempotencyKey,
  orderDetail,
  orderList,
  orderListQuery,
  orderParams,
} from '@portal/contract';
import { fieldError } from '../../lib/app-error.ts';
import { findOrderPdf } from '../documents/order-pdf.service.ts';
import { pdfAnswer, sendPdf } from '../documents/pdf-answer.ts';
import { memberOf } from '../../core/callers.ts';
import { createOrder, listOrders, orderDetail as findOrderDetail } from './orders.service.ts';
import { cachedSellMinimum } from './sell-minimum.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The optional Idempotency-Key header; a malformed one is refused rather than ignored. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) throw fieldError('idempotency-key', 'orders.idempotencyKeyInvalid');
  return parsed.data;
}

/** Orders of the signed-in member's own customer (DESIGN.md section 3); see signed-in.routes.ts. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellMinimum = cachedSellMinimum(app);
  app.post(
    '/orders/:code',
    {
      schema: {
        params: codeParams,
        headers: createOrderHeaders,
        body: createOrderRequest,
        response: { 201: createOrderResponse, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const data = await createOrder(app.db, memberOf(request), request.body, key, sellMinimum);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/orders/:code',
    {
      schema: {
        params: codeParams,
        querystring: orderListQuery,
        response: { 200: orderList, ...errors },
      },
    },
    async (request) => listOrders(app.db, memberOf(request), request.query),
  );

  app.get(
    '/orders/:code/:orderId',
    {
      schema: { params: orderParams, response: { 200: orderDetail, ...errors } },
    },
    async (request) => findOrderDetail(app.db, memberOf(request), request.params.orderId),
  );

  app.get(
    '/orders/:code/:orderId/pdf',
    {
      schema: {
        params: orderParams,
        response: { 200: pdfAnswer("The order as a PDF, in the reader's language."), ...errors },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const pdf = await findOrderPdf(
        app.db,
        { tenantId: member.tenantId, customerId: member.customerId },
        request.params.orderId,
        request.language,
        'buyer',
      );
      return sendPdf(reply, pdf);
    },
  );
};

export default orderRoutes;
