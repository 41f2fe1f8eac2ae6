/**
 * What a request marks and a background write records, gathered and written together off the
 * request path: the first mark after a write schedules the next one `flushMs` later, and the
 * app's close writes what is left. One write runs at a time; a failed write is reported and its
 * batch dropped (what is batched this way is a counter or a last-use time, nothing a buyer would
 * miss). `T` is one batch: a set of keys, a map of counts.
 */
export class BatchedWrites<T> {
  private pending: T;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    private readonly options: {
      empty: () => T;
      size: (batch: T) => number;
      write: (batch: T) => Promise<void>;
      onError: (error: unknown) => void;
      flushMs: number;
    },
  ) {
    this.pending = options.empty();
  }

  /** Adds to the batch to be written, and makes sure a write is due. */
  mark(add: (batch: T) => void): void {
    add(this.pending);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushMs);
    this.timer.unref();
  }

  /** How much waits to be written. */
  get size(): number {
    return this.options.size(this.pending);
  }

  /** Writes what is batched now (the app's close calls it, so nothing marked is dropped). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    if (this.options.size(this.pending) === 0) return;
    const batch = this.pending;
    this.pending = this.options.empty();
    this.writing = this.options
      .write(batch)
      .catch(this.options.onError)
      .finally(() => (this.writing = undefined));
    await this.writing;
  }
}
