import type { ReadThroughCache } from '../read-through-cache.ts';
import { decodeMessage, encodeMessage, type Invalidation } from './invalidation.ts';
import type { Transport } from './transport.ts';

interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Publishing only: what services that change data need. */
export interface InvalidationPublisher {
  /**
   * Call once the change is committed. Applied to this instance's caches at once, then sent to
   * every other instance; never throws (a lost message is bounded by the caches' lifetime).
   */
  publish(change: Invalidation): Promise<void>;
}

interface Attached {
  cache: Pick<ReadThroughCache<string>, 'clear' | 'suspend' | 'resume'>;
  apply: (change: Invalidation) => void;
}

/**
 * Tells every instance's caches what changed (decision 008). Each cache attaches itself with what
 * a change means to it. While this instance is not listening (before the first connection, after
 * losing it) its caches are suspended: every read goes to the database, since a change announced
 * meanwhile would not be heard. Once listening again they start empty.
 */
export class InvalidationBus implements InvalidationPublisher {
  /** Tells this instance's own messages apart: it applied them when it published them. */
  readonly id: string;
  readonly #transport: Transport;
  readonly #log: Log;
  readonly #attached: Attached[] = [];
  #listening = false;
  #started = false;
  #waiting: (() => void)[] = [];

  constructor(id: string, transport: Transport, log: Log) {
    this.id = id;
    this.#transport = transport;
    this.#log = log;
  }

  get transport(): Transport['name'] {
    return this.#transport.name;
  }

  get listening(): boolean {
    return this.#listening;
  }

  /** `apply` forgets what one change makes out of date. */
  attach<S extends string | number>(
    cache: ReadThroughCache<S>,
    apply: (change: Invalidation) => void,
  ): void {
    this.#attached.push({ cache, apply });
    if (!this.#listening) cache.suspend();
  }

  /** Starts listening; resolves once listening, or after `waitMs` (retrying on in the background). */
  async start(waitMs: number): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#transport.listen({
      message: (payload) => this.#receive(payload),
      listening: () => this.#nowListening(),
      lost: (error) => this.#lost(error),
    });
    await this.whenListening(waitMs);
  }

  /** Resolves when listening, or after `timeoutMs` whatever the state. */
  whenListening(timeoutMs: number): Promise<void> {
    if (this.#listening) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      const waiting = this.#waiting;
      function done() {
        clearTimeout(timer);
        const index = waiting.indexOf(done);
        if (index >= 0) waiting.splice(index, 1);
        resolve();
      }
      waiting.push(done);
    });
  }

  async publish(change: Invalidation): Promise<void> {
    this.#apply(change);
    try {
      await this.#transport.send(encodeMessage({ from: this.id, change }));
    } catch (error) {
      this.#log.error(
        { err: error, change, transport: this.#transport.name },
        'invalidation not sent: other instances keep their answers until they expire',
      );
    }
  }

  async close(): Promise<void> {
    this.#started = false;
    await this.#transport.close();
  }

  #apply(change: Invalidation): void {
    for (const { apply } of this.#attached) apply(change);
  }

  #receive(payload: string): void {
    const message = decodeMessage(payload);
    if (message?.from === this.id) return;
    if (message && message.change !== 'unknown') {
      this.#apply(message.change);
      return;
    }
    this.#log.warn({ payload }, 'invalidation not understood: forgetting every cached answer');
    for (const { cache } of this.#attached) cache.clear();
  }

  #nowListening(): void {
    this.#listening = true;
    for (const { cache } of this.#attached) cache.resume();
    for (const done of [...this.#waiting]) done();
  }

  #lost(error: unknown): void {
    const wasListening = this.#listening;
    this.#listening = false;
    for (const { cache } of this.#attached) cache.suspend();
    if (wasListening && this.#started) {
      this.#log.warn(
        { err: error, transport: this.#transport.name },
        'invalidation listener lost: caches bypassed until it is back',
      );
    }
  }
}
