import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkedLinesResponse,
  errorBody,
  orderParams,
  quickOrderCheckRequest,
  quickOrderParams,
} from '@portal/contract';
import { memberOf } from '../../core/callers.ts';
import { cachedSellMinimum } from '../orders/sell-minimum.ts';
import { checkQuickOrder, reorder } from './quick-order.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/**
 * Quick order and reorder (issue 12) for the signed-in member's own customer; registered among
 * the member routes (signed-in.routes.ts), whose guard checks the session. Both only read: the
 * lines go to the cart in the browser, and the order is placed (and checked again) as any other.
 */
const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellMinimum = cachedSellMinimum(app);

  app.post(
    '/quick-order/:code/check',
    {
      schema: {
        params: quickOrderParams,
        body: quickOrderCheckRequest,
        response: { 200: checkedLinesResponse, ...errors },
      },
    },
    async (request) => {
      const context = { member: memberOf(request), language: request.language, sellMinimum };
      return { data: { lines: await checkQuickOrder(app.db, request.body, context) } };
    },
  );

  app.post(
    '/orders/:code/:orderId/reorder',
    {
      schema: { params: orderParams, response: { 200: checkedLinesResponse, ...errors } },
    },
    async (request) => {
      const context = { member: memberOf(request), language: request.language, sellMinimum };
      return { data: { lines: await reorder(app.db, request.params.orderId, context) } };
    },
  );
};

export default quickOrderRoutes;
