import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWebhookEndpointList,
  adminWebhookEndpointResponse,
  codeParams,
  createWebhookEndpointRequest,
  errorBody,
  noContent,
  updateWebhookEndpointRequest,
  webhookDeliveryList,
  webhookDeliveryParams,
  webhookDeliveryQuery,
  webhookDeliveryResponse,
  webhookEndpointParams,
  webhookEndpointWithSecretResponse,
} from '@portal/contract';
import type { RateRule } from '../../../lib/rate-limit/rate-limiter.ts';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { KEYED_BY_USER_SECRET } from '../../idempotency/callers.ts';
import * as webhooks from './webhooks.service.ts';

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

  app.get(
    '/webhooks',
    { schema: { params: codeParams, response: { 200: adminWebhookEndpointList, ...adminErrors } } },
    async (request) => ({ data: await webhooks.listEndpoints(app.db, memberOf(request)) }),
  );

  app.post(
    '/webhooks',
    {
      config: { ...config, idempotency: KEYED_BY_USER_SECRET },
      schema: {
        params: codeParams,
        body: createWebhookEndpointRequest,
        response: { 201: webhookEndpointWithSecretResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await webhooks.createEndpoint(app.db, memberOf(request), request.body, policy);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/webhooks/:id',
    {
      schema: {
        params: webhookEndpointParams,
        response: { 200: adminWebhookEndpointResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await webhooks.endpointDetail(app.db, memberOf(request), request.params.id),
    }),
  );

  app.patch(
    '/webhooks/:id',
    {
      config,
      schema: {
        params: webhookEndpointParams,
        body: updateWebhookEndpointRequest,
        response: { 200: adminWebhookEndpointResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await webhooks.updateEndpoint(
        app.db,
        memberOf(request),
        request.params.id,
        request.body,
        policy,
      ),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config,
      schema: { params: webhookEndpointParams, response: { 204: noContent, ...adminErrors } },
    },
    async (request, reply) => {
      await webhooks.deleteEndpoint(app.db, memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:id/secret',
    {
      config: { ...config, idempotency: KEYED_BY_USER_SECRET },
      schema: {
        params: webhookEndpointParams,
        response: { 200: webhookEndpointWithSecretResponse, ...adminErrors },
      },
    },
    async (request) => ({
      data: await webhooks.rollSecret(app.db, memberOf(request), request.params.id),
    }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        params: webhookEndpointParams,
        querystring: webhookDeliveryQuery,
        response: { 200: webhookDeliveryList, ...adminErrors },
      },
    },
    (request) =>
      webhooks.listDeliveries(app.db, memberOf(request), request.params.id, request.query),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config,
      schema: {
        params: webhookDeliveryParams,
        response: { 200: webhookDeliveryResponse, ...adminErrors, 429: errorBody },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      const admin = memberOf(request);
      await app.rateLimiter.enforce(REDELIVERIES_PER_TENANT, `tenant:${admin.tenantId}`);
      return { data: await webhooks.redeliver(app.db, admin, id, deliveryId) };
    },
  );
};

export default webhookRoutes;
