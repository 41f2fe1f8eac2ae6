import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/schema.ts';
import { writeSearchMisses, type CountedMiss } from './search-misses.repository.ts';

/** How often the misses counted since the last write are written. */
export const MISSES_FLUSH_MS = 1_000;

/** Distinct misses counted before a write is due at once, whatever the time. */
const MAX_COUNTED = 5_000;

/** Product-list answers remembered as empty: their cache keys, the least recently used go. */
const MAX_EMPTY_ANSWERS = 10_000;

/**
 * Counts the buyers' searches that found nothing (issue 32 point 5), off the request path: a
 * request counts here, and one write a second adds the counts. A search is counted on every
 * request, also when its answer comes from the catalogue cache: the cache keeps the answer, and
 * this keeps whether the answer was empty, under the same key, noted whenever one is made. A
 * count lost with a killed instance loses a second of counting, nothing a buyer sees.
 */
export class SearchMisses {
  private counted = new Map<string, CountedMiss>();
  private readonly emptyAnswers = new LRUCache<string, true>({ max: MAX_EMPTY_ANSWERS });
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly flushMs = MISSES_FLUSH_MS,
  ) {}

  /** What a freshly made answer found, under its cache key. */
  noteAnswer(key: string, found: boolean): void {
    if (found) this.emptyAnswers.delete(key);
    else this.emptyAnswers.set(key, true);
  }

  /** Counts a search (normalised words) whose answer, under `key`, found nothing. */
  countIfEmpty(key: string, tenantId: number, term: string): void {
    if (term === '' || !this.emptyAnswers.has(key)) return;
    const id = `${tenantId}:${term}`;
    const known = this.counted.get(id);
    if (known) {
      known.searches += 1;
      known.lastSeenAt = new Date();
    } else {
      this.counted.set(id, { tenantId, term, searches: 1, lastSeenAt: new Date() });
    }
    if (this.counted.size >= MAX_COUNTED) void this.flush();
    else this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }

  /** Writes what is counted now (the app's close calls it, so nothing counted is dropped). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    if (this.counted.size === 0) return;
    const misses = [...this.counted.values()];
    this.counted = new Map();
    this.writing = writeSearchMisses(this.db, misses)
      .catch(this.onError)
      .finally(() => (this.writing = undefined));
    await this.writing;
  }
}
