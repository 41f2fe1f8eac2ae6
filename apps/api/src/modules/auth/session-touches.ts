import type { Db } from '../../db/schema.ts';
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
  private marked = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly flushMs = TOUCH_FLUSH_MS,
  ) {}

  touch(tokenHash: string): void {
    this.marked.add(tokenHash);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }

  /** Writes what is marked now (the app's close calls it, so nothing marked is dropped). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    if (this.marked.size === 0) return;
    const tokenHashes = [...this.marked];
    this.marked = new Set();
    this.writing = touchSessions(this.db, tokenHashes)
      .catch(this.onError)
      .finally(() => (this.writing = undefined));
    await this.writing;
  }
}
