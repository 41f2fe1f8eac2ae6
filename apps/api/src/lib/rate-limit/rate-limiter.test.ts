import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import { DatabaseRateLimitStore } from './database-store.ts';
import { RateLimiter, type RateRule } from './rate-limiter.ts';
import { RedisRateLimitStore } from './redis-store.ts';

interface Harness {
  limiter: RateLimiter;
  /** Lets time pass: a fake clock jumps, a real one is waited for. */
  advance: (ms: number) => Promise<void>;
}

/** The behaviour every store must show, whatever keeps the counters. */
function behavesAsFixedWindowLimiter(harness: () => Harness, windowMs: number) {
  const rule = (bucket: string, limit = 3): RateRule => ({ bucket, limit, windowMs });

  it('allows hits up to the limit and refuses the next with the time left', async () => {
    const { limiter, advance } = harness();
    const r = rule('up-to-limit');
    for (let i = 1; i <= 3; i++) {
      expect(await limiter.consume(r, 'a')).toMatchObject({ allowed: true, hits: i });
    }
    await advance(windowMs / 4);
    const refused = await limiter.consume(r, 'a');
    expect(refused.allowed).toBe(false);
    expect(refused.hits).toBe(4);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil((windowMs * 3) / 4 / 1000));
  });

  it('keeps keys and buckets apart', async () => {
    const { limiter } = harness();
    for (let i = 0; i < 4; i++) await limiter.consume(rule('apart-1'), 'a');
    expect((await limiter.consume(rule('apart-1'), 'b')).allowed).toBe(true);
    expect((await limiter.consume(rule('apart-2'), 'a')).allowed).toBe(true);
  });

  it('starts a new window once the last one ended', async () => {
    const { limiter, advance } = harness();
    const r = rule('new-window', 1);
    await limiter.consume(r, 'a');
    expect((await limiter.consume(r, 'a')).allowed).toBe(false);
    await advance(windowMs + 50);
    expect(await limiter.consume(r, 'a')).toMatchObject({ allowed: true, hits: 1 });
  });

  it('takes a refunded hit back, never below zero', async () => {
    const { limiter } = harness();
    const r = rule('refund', 2);
    await limiter.refund(r, 'a');
    await limiter.consume(r, 'a');
    await limiter.consume(r, 'a');
    await limiter.refund(r, 'a');
    expect(await limiter.consume(r, 'a')).toMatchObject({ allowed: true, hits: 2 });
    expect((await limiter.consume(r, 'a')).allowed).toBe(false);
  });

  it('enforce throws 429 with Retry-After once over the limit', async () => {
    const { limiter } = harness();
    const r = rule('enforce', 1);
    await limiter.enforce(r, 'a');
    const error = await limiter.enforce(r, 'a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(429);
    expect(Number((error as AppError).headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('peeks at a count without counting, and tells when one more would be over', async () => {
    const { limiter, advance } = harness();
    const r = rule('peek', 2);
    expect(await limiter.peek(r, 'a')).toMatchObject({ allowed: true, hits: 0 });
    await limiter.consume(r, 'a');
    expect(await limiter.peek(r, 'a')).toMatchObject({ allowed: true, hits: 1 });
    expect(await limiter.peek(r, 'a')).toMatchObject({ allowed: true, hits: 1 });
    await limiter.consume(r, 'a');
    await advance(windowMs / 4);
    const full = await limiter.peek(r, 'a');
    expect(full).toMatchObject({ allowed: false, hits: 2 });
    expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(full.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil((windowMs * 3) / 4 / 1000));
    expect(await limiter.peek(r, 'b')).toMatchObject({ allowed: true, hits: 0 });
    await advance(windowMs);
    expect(await limiter.peek(r, 'a')).toMatchObject({ allowed: true, hits: 0 });
  });

  it('counts concurrent hits exactly', async () => {
    const { limiter } = harness();
    const r = rule('concurrent', 100);
    await Promise.all(Array.from({ length: 20 }, () => limiter.consume(r, 'a')));
    expect((await limiter.consume(r, 'a')).hits).toBe(21);
  });
}

describe('RateLimiter on the database store (fake clock)', () => {
  let database: DatabaseHandle;
  let now = Date.parse('2030-01-01T00:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  const harness = (): Harness => ({
    limiter: new RateLimiter(new DatabaseRateLimitStore(database.db), clock),
    advance: async (ms) => {
      now += ms;
    },
  });

  behavesAsFixedWindowLimiter(harness, 60_000);

  it('stores only a digest of the key', async () => {
    await harness().limiter.consume({ bucket: 'digest', limit: 1, windowMs: 1000 }, 'x@y.example');
    const rows = await database.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('bucket', '=', 'digest')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toContain('x@y');
  });

  it('sweeps ended windows of a bucket as it goes', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    const limiter = new RateLimiter(store, clock);
    const r: RateRule = { bucket: 'sweep', limit: 5, windowMs: 10_000 };
    for (const key of ['a', 'b', 'c']) await limiter.consume(r, key);
    now += 11 * 60_000; // past the window and the sweep interval
    await limiter.consume(r, 'd');
    const keys = await database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('bucket', '=', 'sweep')
      .execute();
    expect(keys).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('RateLimiter on the Redis store (real clock, short windows)', () => {
  let redis: Redis;
  const prefix = `test:${randomUUID()}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  behavesAsFixedWindowLimiter(
    () => ({
      limiter: new RateLimiter(new RedisRateLimitStore(redis, prefix)),
      advance: (ms) => sleep(ms),
    }),
    1_000,
  );

  it('leaves each counter expiring with its window', async () => {
    const limiter = new RateLimiter(new RedisRateLimitStore(redis, prefix));
    await limiter.consume({ bucket: 'ttl', limit: 1, windowMs: 5_000 }, 'a');
    const [key] = await redis.keys(`${prefix}ttl:*`);
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
