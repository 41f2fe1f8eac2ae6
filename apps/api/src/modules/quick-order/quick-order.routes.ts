import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../core/callers.ts';
import { cachedSellMinimum } from '../orders/sell-minimum.ts';
import { checkQuickOrder, reorder } from './quick-order.service.ts';
import { serve } from '../../lib/endpoint-route.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * Quick order and reorder (issue 12) for the signed-in member's own customer; registered among
 * the member routes (signed-in.routes.ts), whose guard checks the session. Both only read: the
 * lines go to the cart in the browser, and the order is placed (and checked again) as any other.
 */
const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellMinimum = cachedSellMinimum(app);

  serve(app, memberEndpoints.quickOrderCheck, async (request) => {
    const context = { member: memberOf(request), language: request.language, sellMinimum };
    return { data: { lines: await checkQuickOrder(app.db, request.body, context) } };
  });

  serve(app, memberEndpoints.reorder, async (request) => {
    const context = { member: memberOf(request), language: request.language, sellMinimum };
    return { data: { lines: await reorder(app.db, request.params.orderId, context) } };
  });
};

export default quickOrderRoutes;
