import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { DatabaseRateLimitStore } from '../lib/rate-limit/database-store.ts';
import { RedisRateLimitStore } from '../lib/rate-limit/redis-store.ts';
import { testEnv, useTestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';

describe('rate limiter plugin without REDIS_URL', () => {
  const t = useTestApp();

  it('keeps counters in the database', async () => {
    expect(t.app.rateLimiter.store).toBeInstanceOf(DatabaseRateLimitStore);
    await t.app.inject({
      method: 'POST',
      url: '/api/log/error',
      payload: { error: { message: 'x' } },
    });
    const rows = await t.db.selectFrom('rate_limits').select(['bucket', 'hits']).execute();
    expect(rows).toEqual([{ bucket: 'client-errors-address', hits: 1 }]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limiter plugin with REDIS_URL', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: { ...testEnv, REDIS_URL: redisUrl }, database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps counters in Redis, shared by every instance, and refuses over the limit', async () => {
    expect(app.rateLimiter.store).toBeInstanceOf(RedisRateLimitStore);
    // A random address: counters in a real Redis outlive this run.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/log/error',
        payload: { error: { message: 'x' } },
        remoteAddress,
      });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await database.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });
});
