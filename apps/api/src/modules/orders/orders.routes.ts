import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '@portal/contract';
import { fieldError } from '../../lib/app-error.ts';
import { findOrderPdf } from '../documents/order-pdf.service.ts';
import { sendPdf } from '../documents/pdf-answer.ts';
import { memberOf } from '../../core/callers.ts';
import { createOrder, listOrders, orderDetail as findOrderDetail } from './orders.service.ts';
import { cachedSellMinimum } from './sell-minimum.ts';
import { buyerScopeOf } from '../../readers/order-reader.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

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
  serve(app, memberEndpoints.createOrder, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const data = await createOrder(app.db, memberOf(request), request.body, key, sellMinimum);
    return reply.code(201).send({ data });
  });

  serve(app, memberEndpoints.orders, async (request) =>
    listOrders(app.db, memberOf(request), request.query),
  );

  serve(app, memberEndpoints.order, async (request) =>
    findOrderDetail(app.db, memberOf(request), request.params.orderId),
  );

  serve(app, memberEndpoints.orderPdf, async (request, reply) => {
    const pdf = await findOrderPdf(
      app.db,
      buyerScopeOf(memberOf(request)),
      request.params.orderId,
      request.language,
      'buyer',
    );
    return sendPdf(reply, pdf);
  });
};

export default orderRoutes;
