import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../idempotency/callers.ts';
import {
  acceptQuote,
  askQuoteChanges,
  buyerQuote,
  declineQuote,
  listBuyerQuotes,
  requestQuote,
} from './quotes.service.ts';

/**
 * The buyer's quotes (issue 30); registered among the member routes (signed-in.routes.ts). The
 * request and the acceptance take an Idempotency-Key (decision 021): a double click or a retry
 * makes one request and one order.
 */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    memberEndpoints.createQuote,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await requestQuote(app.db, memberOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, memberEndpoints.quotes, (request) =>
    listBuyerQuotes(app.db, memberOf(request), request.query),
  );

  serve(app, memberEndpoints.quote, async (request) => ({
    data: await buyerQuote(app.db, memberOf(request), request.params.quoteId),
  }));

  serve(
    app,
    memberEndpoints.acceptQuote,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const { quoteId } = request.params;
      const data = await acceptQuote(app.db, memberOf(request), quoteId, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, memberEndpoints.declineQuote, async (request) => ({
    data: await declineQuote(
      app.db,
      memberOf(request),
      request.params.quoteId,
      request.body.message,
    ),
  }));

  serve(app, memberEndpoints.askQuoteChanges, async (request) => ({
    data: await askQuoteChanges(
      app.db,
      memberOf(request),
      request.params.quoteId,
      request.body.message,
    ),
  }));
};

export default quoteRoutes;
