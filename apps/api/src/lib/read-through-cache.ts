import { LRUCache } from 'lru-cache';

export interface ReadThroughCacheOptions {
  /** How long an answer may be served after it was read; 0 turns the cache off. */
  ttlMs: number;
  /** Memory the kept answers may hold, as `approximateBytes` counts it; the least recently used go first. */
  maxBytes: number;
}

/**
 * What the bound charges each entry besides its key and value: the cache's own slot, the wrapper
 * object and the expiry timer (ttlAutopurge). A rough figure that errs on the large side.
 */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * Memory a key or an answer holds, over-estimated: V8 keeps a string in one or two bytes per
 * character (two is charged), and any other value is charged as its JSON text would be.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return 2 * value.length;
  if (value === undefined) return 8;
  return 2 * (JSON.stringify(value)?.length ?? 4);
}

/**
 * Answers read from the database, kept for a while per scope (a tenant, a session).
 *
 * Bounded by memory, not by a count of entries, since one answer may be a hundred times another;
 * expired answers are dropped when they expire, not when the cache next fills.
 *
 * Concurrent misses on one key share one load, so a burst after expiry costs one query. Clearing a
 * scope bumps its generation: answers read before the clear are neither served nor stored, even a
 * load that was already running when the clear came.
 */
export class ReadThroughCache<Scope extends string | number> {
  readonly #answers: LRUCache<string, { value: unknown }> | null;
  /** Loads under way, by key: the answer is stored only once it has arrived and is known. */
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #generations = new Map<Scope, number>();
  #globalGeneration = 0;

  constructor(options: ReadThroughCacheOptions) {
    this.#answers =
      options.ttlMs > 0
        ? new LRUCache({
            maxSize: options.maxBytes,
            ttl: options.ttlMs,
            ttlAutopurge: true,
          })
        : null;
  }

  get enabled(): boolean {
    return this.#answers !== null;
  }

  /** Memory charged for the answers kept now (never above maxBytes). */
  get bytes(): number {
    return this.#answers?.calculatedSize ?? 0;
  }

  /** How many answers are kept now. */
  get entries(): number {
    return this.#answers?.size ?? 0;
  }

  /** `keep` says whether an answer may be served again (a miss of a lookup may not). */
  async read<T>(
    scope: Scope,
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const answers = this.#answers;
    if (!answers) return load();
    const fullKey = this.#key(scope, key);
    const kept = answers.get(fullKey);
    if (kept) return kept.value as T;
    const running = this.#loading.get(fullKey);
    if (running) return running as Promise<T>;

    const pending = load();
    this.#loading.set(fullKey, pending);
    try {
      const value = await pending;
      // A clear since the load began changed the key: what was read may already be out of date.
      if (keep(value) && this.#key(scope, key) === fullKey) {
        const size = approximateBytes(fullKey) + approximateBytes(value) + ENTRY_OVERHEAD_BYTES;
        answers.set(fullKey, { value }, { size });
      }
      return value;
    } finally {
      // A failed read is never served again; the caller sees the failure itself.
      this.#loading.delete(fullKey);
    }
  }

  /** Forgets one answer (found out of date by a read that bypassed the cache). */
  forget(scope: Scope, key: string): void {
    this.#answers?.delete(this.#key(scope, key));
  }

  /** Forgets every answer of one scope (a tenant whose catalogue changed). */
  clearScope(scope: Scope): void {
    this.#generations.set(scope, (this.#generations.get(scope) ?? 0) + 1);
  }

  /** Forgets everything (a session was revoked somewhere). */
  clear(): void {
    this.#globalGeneration += 1;
    this.#answers?.clear();
  }

  #key(scope: Scope, key: string): string {
    return `${this.#globalGeneration}:${scope}:${this.#generations.get(scope) ?? 0}:${key}`;
  }
}
