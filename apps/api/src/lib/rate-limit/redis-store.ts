import type { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit-store.ts';

// INCR and PEXPIRE in one script, so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

// DECR keeps the key's expiry; a key that already expired is left alone.
const REFUND_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return hits
`;

// The count and the time left, read together; a missing key is an empty window.
const PEEK_SCRIPT = `
return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}
`;

/** Counters in Redis (when REDIS_URL is set): one key per bucket and key, expiring with its window. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(bucket: string, key: string, windowMs: number, now: number): Promise<WindowCount> {
    const result = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.redisKey(bucket, key),
      String(windowMs),
    )) as [number, number];
    const [hits, ttl] = result;
    return { hits: Number(hits), resetAt: now + Number(ttl) };
  }

  async peek(bucket: string, key: string, windowMs: number, now: number): Promise<WindowCount> {
    const [hits, ttl] = (await this.redis.eval(PEEK_SCRIPT, 1, this.redisKey(bucket, key))) as [
      number,
      number,
    ];
    // PTTL is -2 for a missing key (and -1 for one without expiry, which HIT_SCRIPT never leaves).
    return { hits: Number(hits), resetAt: now + (ttl > 0 ? Number(ttl) : windowMs) };
  }

  async refund(bucket: string, key: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, this.redisKey(bucket, key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private redisKey(bucket: string, key: string): string {
    return `${this.prefix}${bucket}:${key}`;
  }
}
