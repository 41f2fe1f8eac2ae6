import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@portal/contract';
import { AppError, forbidden, notFound, tooManyRequests } from '../lib/app-error.ts';
import { addressKey } from '../lib/rate-limit/address-key.ts';
import type { RateRule } from '../lib/rate-limit/rate-limiter.ts';
import { API_KEY_FAILURES_PER_ADDRESS, findLiveKey } from '../modules/api-keys/api-key-check.ts';
import { parseApiKey } from '../modules/api-keys/api-key-secret.ts';
import { touchKey } from '../modules/api-keys/api-keys.repository.ts';
import { invalidApiKey } from '../core/callers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a key needs to call this integration route (checked by requireApiKey). */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyInstance {
    /**
     * onRequest guard of the integration API: a live key of the tenant named by the `code` route
     * parameter, within its rate, holding the route's `apiKeyScope`. Sessions never pass it.
     */
    requireApiKey: (request: FastifyRequest) => Promise<void>;
  }
}

// Writing last_used_at on every call would turn each read into a write.
const TOUCH_AFTER_MS = 60_000;

export default fp(
  async (app) => {
    app.decorateRequest('apiKey', null);
    const perKey: RateRule = {
      bucket: 'api-key',
      limit: app.config.API_KEY_REQUESTS_PER_MINUTE,
      windowMs: 60_000,
    };

    app.decorate('requireApiKey', async (request: FastifyRequest) => {
      const given = parseApiKey(request.headers.authorization);
      // Anything but a key's shape costs no lookup: refused at once, and not counted.
      if (!given) throw invalidApiKey();
      // Failed keys are counted per address once they fail, and an address past its bound is
      // refused before the lookup (decision 022); a burst of concurrent failures is still
      // answered 429 past the bound, so no address gets more than its bound of 401s a window.
      const address = addressKey(request.ip);
      const allowance = await app.rateLimiter.peek(API_KEY_FAILURES_PER_ADDRESS, address);
      if (!allowance.allowed) throw tooManyRequests(allowance.retryAfterSeconds);
      const params = request.params as { code?: unknown } | undefined;
      const code = typeof params?.code === 'string' ? params.code.toUpperCase() : '';
      const key = await findLiveKey(app.db, given, code);
      if (!key) {
        const failure = await app.rateLimiter.consume(API_KEY_FAILURES_PER_ADDRESS, address);
        throw failure.allowed ? invalidApiKey() : tooManyRequests(failure.retryAfterSeconds);
      }
      if (key.route_tenant_id === null) throw notFound('errors.tenantNotFound');
      // A key belongs to its tenant: another tenant's code is refused whatever it names.
      if (key.route_tenant_id !== key.tenant_id) throw forbidden();
      await app.rateLimiter.enforce(perKey, `${key.tenant_id}:${key.id}`);
      const scope = request.routeOptions.config.apiKeyScope;
      if (!scope || !key.scopes.includes(scope)) {
        throw new AppError(403, 'integration.missingScope', { scope: scope ?? '-' });
      }
      if (!key.last_used_at || Date.now() - key.last_used_at.getTime() > TOUCH_AFTER_MS) {
        await touchKey(app.db, key.tenant_id, key.id);
      }
      request.apiKey = {
        tenantId: key.tenant_id,
        userId: null,
        apiKeyId: key.id,
        name: key.name,
        scopes: key.scopes,
      };
    });
  },
  { name: 'api-key-authentication', dependencies: ['database', 'config', 'rate-limiter'] },
);
