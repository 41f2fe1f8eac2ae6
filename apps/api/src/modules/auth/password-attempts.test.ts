import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { DatabaseRateLimitStore } from '../../lib/rate-limit/database-store.ts';
import { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { RedisRateLimitStore } from '../../lib/rate-limit/redis-store.ts';
import {
  PASSWORD_FAILURES_PER_ACCOUNT,
  PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS,
} from './auth-limits.ts';
import { countPasswordAttempt } from './password-attempts.ts';

const PAIR_LIMIT = PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit;
const ACCOUNT_LIMIT = PASSWORD_FAILURES_PER_ACCOUNT.limit;

/** A fresh email per test: counters of a real Redis outlive the run. */
const freshEmail = () => `target-${randomUUID()}@acme.example`;

/** The 429 an attempt was refused with, or undefined when it was let through. */
async function refusal(limiter: RateLimiter, email: string, ip: string) {
  try {
    await countPasswordAttempt(limiter, { email, ip });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(429);
    return Number((error as AppError).headers['retry-after']);
  }
}

async function fail(limiter: RateLimiter, email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) await countPasswordAttempt(limiter, { email, ip });
}

/** Both sides of decision 009, whatever store keeps the counts. */
function keepsOwnersInAndGuessersSlow(limiter: () => RateLimiter) {
  it('ten failures from one address block that address only; the owner elsewhere is checked', async () => {
    const email = freshEmail();
    await fail(limiter(), email, '198.51.100.1', PAIR_LIMIT);
    const seconds = await refusal(limiter(), email, '198.51.100.1');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // Case does not make another account.
    expect(await refusal(limiter(), email.toUpperCase(), '198.51.100.1')).toBeDefined();

    for (let i = 0; i < 3; i++) {
      const owner = await countPasswordAttempt(limiter(), { email, ip: '203.0.113.9' });
      await owner.takeBack();
    }
    expect(await refusal(limiter(), email, '203.0.113.9')).toBeUndefined();
  });

  it('past the account-wide bound, addresses that failed wait and a clean one is still checked', async () => {
    const email = freshEmail();
    const perAddress = PAIR_LIMIT / 2;
    const guessers = Array.from({ length: ACCOUNT_LIMIT / perAddress }, (_, i) => `192.0.2.${i}`);
    for (const ip of guessers) await fail(limiter(), email, ip, perAddress);

    // Each guesser is below its own ten, yet gets no more guesses.
    for (const ip of guessers.slice(0, 3)) {
      const seconds = await refusal(limiter(), email, ip);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    }
    // A new address gets one check; after one failure it waits like the others.
    expect(await refusal(limiter(), email, '192.0.2.200')).toBeUndefined();
    expect(await refusal(limiter(), email, '192.0.2.200')).toBeDefined();
    // The owner from a clean address is checked, and the right password leaves it clean.
    const owner = await countPasswordAttempt(limiter(), { email, ip: '203.0.113.10' });
    await owner.takeBack();
    expect(await refusal(limiter(), email, '203.0.113.10')).toBeUndefined();
  });

  it('counts IPv6 clients by their /64, so new addresses in it are no new guesses', async () => {
    const email = freshEmail();
    for (let i = 1; i <= PAIR_LIMIT; i++) await fail(limiter(), email, `2001:db8:5:6::${i}`, 1);
    expect(await refusal(limiter(), email, '2001:db8:5:6:ffff::1')).toBeDefined();
    expect(await refusal(limiter(), email, '2001:db8:5:7::1')).toBeUndefined();
  });
}

describe('password attempts on the database store', () => {
  let database: DatabaseHandle;
  let now = Date.parse('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());
  const limiter = () => new RateLimiter(new DatabaseRateLimitStore(database.db), () => now);

  keepsOwnersInAndGuessersSlow(limiter);

  it('lets a blocked address try again once its window ended', async () => {
    const email = freshEmail();
    await fail(limiter(), email, '198.51.100.2', PAIR_LIMIT);
    expect(await refusal(limiter(), email, '198.51.100.2')).toBeDefined();
    now += PASSWORD_FAILURES_PER_ACCOUNT_AND_ADDRESS.windowMs;
    expect(await refusal(limiter(), email, '198.51.100.2')).toBeUndefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('password attempts on the Redis store', () => {
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

  keepsOwnersInAndGuessersSlow(() => new RateLimiter(new RedisRateLimitStore(redis, prefix)));
});
