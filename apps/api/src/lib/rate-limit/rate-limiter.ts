import { createHash } from 'node:crypto';
import { tooManyRequests } from '../app-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** At most `limit` hits per `windowMs` for each key of a bucket. */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Keys are emails and addresses: only a digest is stored, so the counters hold no personal data
 * and no attacker-chosen text of unbounded length.
 */
function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** A fixed-window limiter over any store; the clock is injectable for tests. */
export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one hit and tells whether it is within the limit. */
  async consume(rule: RateRule, key: string): Promise<RateDecision> {
    const now = this.clock();
    const { hits, resetAt } = await this.store.hit(rule.bucket, digest(key), rule.windowMs, now);
    return {
      allowed: hits <= rule.limit,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  /**
   * Whether one more hit would be within the limit, counting none: for limits on failures, which
   * are counted once they happen (consume) and checked before the work that may fail.
   */
  async peek(rule: RateRule, key: string): Promise<RateDecision> {
    const now = this.clock();
    const { hits, resetAt } = await this.store.peek(rule.bucket, digest(key), rule.windowMs, now);
    return {
      allowed: hits < rule.limit,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  /** Counts one hit, or throws 429 with Retry-After when it is over the limit. */
  async enforce(rule: RateRule, key: string): Promise<void> {
    const decision = await this.consume(rule, key);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }

  /** Takes back a hit that turned out not to count (a successful login among failures). */
  async refund(rule: RateRule, key: string): Promise<void> {
    await this.store.refund(rule.bucket, digest(key), rule.windowMs, this.clock());
  }
}
