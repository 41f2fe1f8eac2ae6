import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { memberOf } from '../../../core/callers.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../../idempotency/callers.ts';
import {
  askQuoteInformation,
  consoleQuote,
  listConsoleQuotes,
  refuseQuote,
  sendOffer,
  withdrawQuote,
} from '../../quotes/quotes.service.ts';

/**
 * The console's quote inbox and offers (issue 30); registered among the console routes
 * (admin.routes.ts). Quotes change no catalogue: no cache is told (tenantChange 'none').
 */
const adminQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const none = { tenantChange: 'none' } as const;

  serve(app, consoleEndpoints.adminQuotes, (request) =>
    listConsoleQuotes(app.db, memberOf(request), request.query),
  );

  serve(app, consoleEndpoints.adminQuote, async (request) => ({
    data: await consoleQuote(app.db, memberOf(request), request.params.id),
  }));

  serve(
    app,
    consoleEndpoints.adminSendQuoteOffer,
    { config: { ...none, idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const data = await sendOffer(app.db, memberOf(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminAskQuoteInformation, { config: none }, async (request) => ({
    data: await askQuoteInformation(
      app.db,
      memberOf(request),
      request.params.id,
      request.body.message,
    ),
  }));

  serve(app, consoleEndpoints.adminDeclineQuote, { config: none }, async (request) => ({
    data: await refuseQuote(app.db, memberOf(request), request.params.id, request.body.message),
  }));

  serve(app, consoleEndpoints.adminWithdrawQuote, { config: none }, async (request) => ({
    data: await withdrawQuote(app.db, memberOf(request), request.params.id, request.body.message),
  }));
};

export default adminQuoteRoutes;
