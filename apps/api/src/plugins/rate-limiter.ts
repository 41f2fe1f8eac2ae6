import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { addressKey } from '../lib/rate-limit/address-key.ts';
import { DatabaseRateLimitStore } from '../lib/rate-limit/database-store.ts';
import { RateLimiter, type RateRule } from '../lib/rate-limit/rate-limiter.ts';
import type { RateLimitStore } from '../lib/rate-limit/rate-limit-store.ts';
import { RedisRateLimitStore } from '../lib/rate-limit/redis-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** An onRequest hook counting every request of the caller's address against `rule`. */
    limitByAddress: (rule: RateRule) => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The shared rate limiter: counters in Redis when REDIS_URL is set, else in the database, so that
 * every instance behind a load balancer sees the same counts.
 */
export default fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    const store: RateLimitStore = url
      ? new RedisRateLimitStore(
          // Fail fast rather than hold requests while Redis is unreachable.
          new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 }),
        )
      : new DatabaseRateLimitStore(app.db);
    const limiter = new RateLimiter(store);
    app.decorate('rateLimiter', limiter);
    app.decorate('limitByAddress', (rule: RateRule) => async (request: FastifyRequest) => {
      await limiter.enforce(rule, addressKey(request.ip));
    });
    app.addHook('onClose', async () => {
      await store.close?.();
    });
  },
  { name: 'rate-limiter', dependencies: ['config', 'database'] },
);
