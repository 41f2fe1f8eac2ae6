import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@portal/contract/endpoints/endpoint';
import type { Env } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { DatabaseHandle } from './db/database.ts';
import { enterArea, refuseUnservedEndpoints } from './lib/endpoint-route.ts';
import apiKeyAuthentication from './plugins/api-key-authentication.ts';
import authentication from './plugins/authentication.ts';
import catalogueCache from './plugins/catalogue-cache.ts';
import compression from './plugins/compression.ts';
import { configPlugin, databasePlugin } from './plugins/context.ts';
import errorHandler, { answerFrameworkError } from './plugins/error-handler.ts';
import idempotency from './plugins/idempotency.ts';
import invalidations from './plugins/invalidations.ts';
import jsonBody from './plugins/json-body.ts';
import language from './plugins/language.ts';
import outbox from './plugins/outbox.ts';
import rateLimiter from './plugins/rate-limiter.ts';
import requestDeadline from './plugins/request-deadline.ts';
import securityHeaders from './plugins/security-headers.ts';
import webApp from './plugins/web-app.ts';
import adminRoutes from './modules/admin/admin.routes.ts';
import invitationLinkRoutes from './modules/company/invitation-link.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import browseRoutes from './modules/catalogue/browse.routes.ts';
import clientErrorRoutes from './modules/client-errors/client-errors.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import docsPage from './modules/openapi/docs-page.ts';
import openapiDocument from './modules/openapi/openapi-document.ts';
import openapiRoutes from './modules/openapi/openapi.routes.ts';
import integrationRoutes from './modules/integration/integration.routes.ts';
import signedInRoutes from './modules/signed-in.routes.ts';
import tenantRoutes from './modules/tenants/tenants.routes.ts';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (the access matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Never log credentials, tokens or personal secrets, whatever a log line carries. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.new_password_confirmation',
  '*.token',
];

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return { level: env.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}

/** The whole application as one Fastify instance; server.ts only starts it. */
export async function buildApp(options: AppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // Socket timeouts bound what a client sends, never a handler at work (decision 021): no
    // idle timeout (connectionTimeout cut a request whose handler had been silent for 10 s, and
    // its work went on), the headers within 10 s, the whole request within 30 s (Node ends
    // requestTimeout once the request is received, not answered), checked every second rather
    // than Node's 30. The handler's own deadline is REQUEST_DEADLINE_MS (request-deadline.ts).
    connectionTimeout: 0,
    requestTimeout: 30_000,
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as RouteOptions));
  refuseUnservedEndpoints(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins, then the app's own, then the routes (the order of the Fastify demo).
  await app.register(securityHeaders);
  await app.register(configPlugin, { env });
  await app.register(databasePlugin, { db: database.db, engine: database.engine });
  // Before any route: it wraps every handler, as idempotency wraps those taking a key.
  await app.register(requestDeadline);
  await app.register(language);
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(invalidations, { database });
  await app.register(authentication);
  await app.register(catalogueCache);
  await app.register(rateLimiter);
  await app.register(outbox);
  await app.register(idempotency);
  // Before the routes: it collects them as they are registered.
  await app.register(openapiDocument);
  await app.register(apiKeyAuthentication);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(
    async (api) => {
      // The endpoints of the table's other areas are registered in their areas' plugins.
      enterArea(api, 'public');
      // The API's answers only: the web app's files are compressed at build time (web-app.ts).
      await api.register(compression);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(invitationLinkRoutes);
      await api.register(tenantRoutes);
      await api.register(browseRoutes);
      await api.register(signedInRoutes);
      await api.register(clientErrorRoutes);
      await api.register(adminRoutes);
      await api.register(openapiRoutes);
      await api.register(integrationRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(docsPage);
  await app.register(webApp);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
