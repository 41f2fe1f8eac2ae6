import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateRule } from '../../../lib/rate-limit/rate-limiter.ts';
import { memberOf } from '../../../core/callers.ts';
import { KEYED_BY_USER_SECRET } from '../../idempotency/callers.ts';
import * as webhooks from './webhooks.service.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * Redeliveries of one tenant, all its administrators together: plenty for clicks after an
 * outage, too few for a script to turn the platform's servers on someone else's (each one is a
 * request to the endpoint's URL, which the tenant chooses).
 */
export const REDELIVERIES_PER_TENANT: RateRule = {
  bucket: 'webhook-redeliver-tenant',
  limit: 100,
  windowMs: 3_600_000,
};

/**
 * Webhook endpoints of the console (issue 13, decision 017): register, change, delete, roll the
 * secret (answered once, as on create), the delivery log and a redelivery.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { tenantChange: 'none' } as const;
  const policy = { allowPrivateTargets: app.config.WEBHOOK_ALLOW_PRIVATE_TARGETS };

  serve(app, consoleEndpoints.adminWebhooks, async (request) => ({
    data: await webhooks.listEndpoints(app.db, memberOf(request)),
  }));

  serve(
    app,
    consoleEndpoints.adminCreateWebhook,
    { config: { ...config, idempotency: KEYED_BY_USER_SECRET } },
    async (request, reply) => {
      const data = await webhooks.createEndpoint(app.db, memberOf(request), request.body, policy);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminWebhook, async (request) => ({
    data: await webhooks.endpointDetail(app.db, memberOf(request), request.params.id),
  }));

  serve(app, consoleEndpoints.adminUpdateWebhook, { config }, async (request) => ({
    data: await webhooks.updateEndpoint(
      app.db,
      memberOf(request),
      request.params.id,
      request.body,
      policy,
    ),
  }));

  serve(app, consoleEndpoints.adminDeleteWebhook, { config }, async (request, reply) => {
    await webhooks.deleteEndpoint(app.db, memberOf(request), request.params.id);
    return reply.code(204).send();
  });

  serve(
    app,
    consoleEndpoints.adminRollWebhookSecret,
    { config: { ...config, idempotency: KEYED_BY_USER_SECRET } },
    async (request) => ({
      data: await webhooks.rollSecret(app.db, memberOf(request), request.params.id),
    }),
  );

  serve(app, consoleEndpoints.adminWebhookDeliveries, (request) =>
    webhooks.listDeliveries(app.db, memberOf(request), request.params.id, request.query),
  );

  serve(app, consoleEndpoints.adminRedeliverWebhook, { config }, async (request) => {
    const { id, deliveryId } = request.params;
    const admin = memberOf(request);
    await app.rateLimiter.enforce(REDELIVERIES_PER_TENANT, `tenant:${admin.tenantId}`);
    return { data: await webhooks.redeliver(app.db, admin, id, deliveryId) };
  });
};

export default webhookRoutes;
