import type { Db } from '../../db/schema.ts';
import { BatchedWrites } from '../../lib/batched-writes.ts';
import { writeSearchMisses, type CountedMiss } from './search-misses.repository.ts';

/** How often the misses counted since the last write are written. */
export const MISSES_FLUSH_MS = 1_000;

/** Distinct misses counted before a write is due at once, whatever the time. */
const MAX_COUNTED = 5_000;

/** Product-list answers remembered as empty: their cache keys, the oldest noted go first. */
const MAX_EMPTY_ANSWERS = 10_000;

/**
 * Counts the buyers' searches that found nothing (issue 32 point 5), off the request path: a
 * request counts here, and one write a second adds the counts. A search is counted on every
 * request, also when its answer comes from the catalogue cache: the cache keeps the answer, and
 * this keeps whether the answer was empty, under the same key, noted whenever one is made. A
 * count lost with a killed instance loses a second of counting, nothing a buyer sees.
 */
export class SearchMisses {
  /**
   * Keys whose last answer found nothing, oldest first (a Set keeps its order). Not a cache: it
   * serves no answer, only says whether the answer just sent, made now or kept, was empty.
   */
  private readonly emptyAnswers = new Set<string>();
  private readonly batches: BatchedWrites<Map<string, CountedMiss>>;

  constructor(db: Db, onError: (error: unknown) => void, flushMs = MISSES_FLUSH_MS) {
    this.batches = new BatchedWrites({
      empty: () => new Map<string, CountedMiss>(),
      size: (counted) => counted.size,
      write: (counted) => writeSearchMisses(db, [...counted.values()]),
      onError,
      flushMs,
    });
  }

  /** What a freshly made answer found, under its cache key. */
  noteAnswer(key: string, found: boolean): void {
    this.emptyAnswers.delete(key);
    if (found) return;
    this.emptyAnswers.add(key);
    if (this.emptyAnswers.size > MAX_EMPTY_ANSWERS) {
      const [oldest] = this.emptyAnswers;
      if (oldest !== undefined) this.emptyAnswers.delete(oldest);
    }
  }

  /** Counts a search (normalised words) whose answer, under `key`, found nothing. */
  countIfEmpty(key: string, tenantId: number, term: string): void {
    if (term === '' || !this.emptyAnswers.has(key)) return;
    this.batches.mark((counted) => {
      const id = `${tenantId}:${term}`;
      const known = counted.get(id);
      if (known) {
        known.searches += 1;
        known.lastSeenAt = new Date();
      } else {
        counted.set(id, { tenantId, term, searches: 1, lastSeenAt: new Date() });
      }
    });
    if (this.batches.size >= MAX_COUNTED) void this.flush();
  }

  /** Writes what is counted now (the app's close calls it, so nothing counted is dropped). */
  flush(): Promise<void> {
    return this.batches.flush();
  }
}
