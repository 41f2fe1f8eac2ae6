import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { TrustProxy } from '../config/trust-proxy.ts';
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

/** One error report from `remoteAddress`, through proxies when `forwardedFor` is given. */
const report = (app: App, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/log/error',
    payload: { error: { message: 'x' } },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

const REPORTS_PER_MINUTE = 30;

describe('per-address limits see the client, not what it claims', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  const appTrusting = async (trust: TrustProxy) => {
    const app = await buildApp({
      env: { ...testEnv, TRUST_PROXY: trust },
      database,
      logger: false,
    });
    apps.push(app);
    return app;
  };
  const proxy = '10.9.0.1';

  it.each<[string, TrustProxy, string]>([
    ["the proxy's address", [proxy], '203.0.113.1'],
    ['one hop', 1, '203.0.113.2'],
  ])(
    'behind an appending proxy given as %s, counts the address it appended',
    async (_, trust, client) => {
      const app = await appTrusting(trust);
      // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
      for (let i = 0; i < REPORTS_PER_MINUTE; i++) {
        expect((await report(app, proxy, `198.51.100.${i}, ${client}`)).statusCode).toBe(204);
      }
      const limited = await report(app, proxy, `198.51.100.200, ${client}`);
      expect(limited.statusCode).toBe(429);
      // Another client claiming to be this one is counted as itself.
      expect((await report(app, proxy, `${client}, 203.0.113.50`)).statusCode).toBe(204);
    },
  );

  it('believes no X-Forwarded-For from a client that is not a listed proxy', async () => {
    const app = await appTrusting([proxy]);
    const client = '203.0.113.3';
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) {
      expect((await report(app, client, `198.51.100.${i}`)).statusCode).toBe(204);
    }
    expect((await report(app, client, '198.51.100.201')).statusCode).toBe(429);
  });

  it('believes no X-Forwarded-For at all without TRUST_PROXY', async () => {
    const app = await appTrusting(false);
    const client = '203.0.113.4';
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) {
      expect((await report(app, client, `198.51.100.${i}`)).statusCode).toBe(204);
    }
    expect((await report(app, client, '198.51.100.202')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    const app = await appTrusting(false);
    for (let i = 1; i <= REPORTS_PER_MINUTE; i++) {
      expect((await report(app, `2001:db8:7:1::${i.toString(16)}`)).statusCode).toBe(204);
    }
    expect((await report(app, '2001:db8:7:1:abcd::1')).statusCode).toBe(429);
    expect((await report(app, '2001:db8:7:2::1')).statusCode).toBe(204);
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
