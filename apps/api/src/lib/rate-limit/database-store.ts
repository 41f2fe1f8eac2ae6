import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { RateLimitStore, WindowCount } from './rate-limit-store.ts';

// Expired rows are swept at most this often per bucket and instance: cheap, and bounded growth.
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limits` table: one row per bucket and key, a fixed window kept by a
 * single upsert (so concurrent hits from several instances never lose a count).
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private readonly lastSweep = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async hit(bucket: string, key: string, windowMs: number, now: number): Promise<WindowCount> {
    const start = new Date(now);
    const expiredBefore = new Date(now - windowMs);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ bucket, key, window_start: start, hits: 1 })
      .onConflict((conflict) =>
        conflict.columns(['bucket', 'key']).doUpdateSet({
          hits: sql<number>`case when rate_limits.window_start <= ${expiredBefore}::timestamptz
            then 1 else rate_limits.hits + 1 end`,
          window_start: sql<Date>`case when rate_limits.window_start <= ${expiredBefore}::timestamptz
            then ${start}::timestamptz else rate_limits.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    await this.sweep(bucket, windowMs, now);
    return { hits: row.hits, resetAt: row.window_start.getTime() + windowMs };
  }

  async peek(bucket: string, key: string, windowMs: number, now: number): Promise<WindowCount> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'window_start'])
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('window_start', '>', new Date(now - windowMs))
      .executeTakeFirst();
    return row
      ? { hits: row.hits, resetAt: row.window_start.getTime() + windowMs }
      : { hits: 0, resetAt: now + windowMs };
  }

  async refund(bucket: string, key: string, windowMs: number, now: number): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('window_start', '>', new Date(now - windowMs))
      .where('hits', '>', 0)
      .execute();
  }

  /** Deletes the bucket's ended windows, at most once a minute, so the table does not grow forever. */
  private async sweep(bucket: string, windowMs: number, now: number): Promise<void> {
    const last = this.lastSweep.get(bucket);
    if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return;
    this.lastSweep.set(bucket, now);
    await this.db
      .deleteFrom('rate_limits')
      .where('bucket', '=', bucket)
      .where('window_start', '<=', new Date(now - windowMs))
      .execute();
  }
}
