import type { Db } from '../../db/schema.ts';
import { BatchedWrites } from '../../lib/batched-writes.ts';
import { touchSessions } from './session.repository.ts';

/** How often the sessions seen since the last write are written, in one statement. */
export const TOUCH_FLUSH_MS = 1_000;

/**
 * The sessions' last use, written off the request path: a request that finds its session due a
 * touch marks it here, and one statement a second writes every marked session. The idle limit is
 * minutes and a session is touched at most once a minute, so a touch that lands a second late
 * (or is lost with a killed instance) changes nothing a buyer can see, while a busy instance
 * saves a write per request.
 */
export class SessionTouches {
  private readonly batches: BatchedWrites<Set<string>>;

  constructor(db: Db, onError: (error: unknown) => void, flushMs = TOUCH_FLUSH_MS) {
    this.batches = new BatchedWrites({
      empty: () => new Set<string>(),
      size: (marked) => marked.size,
      write: (marked) => touchSessions(db, [...marked]),
      onError,
      flushMs,
    });
  }

  touch(tokenHash: string): void {
    this.batches.mark((marked) => marked.add(tokenHash));
  }

  /** Writes what is marked now (the app's close calls it, so nothing marked is dropped). */
  flush(): Promise<void> {
    return this.batches.flush();
  }
}
