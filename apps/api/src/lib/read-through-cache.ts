import { LRUCache } from 'lru-cache';

export interface ReadThroughCacheOptions {
  /** How long an answer may be served after it was read; 0 turns the cache off. */
  ttlMs: number;
  /** Most answers kept; the least recently used go first. */
  maxEntries: number;
}

/**
 * Answers read from the database, kept for a few seconds per scope (a tenant, a session).
 *
 * Concurrent misses on one key share one load, so a burst after expiry costs one query. Clearing a
 * scope bumps its generation: answers read before the clear are neither served nor stored, even a
 * load that was already running when the clear came.
 */
export class ReadThroughCache<Scope extends string | number> {
  readonly #entries: LRUCache<string, { value: Promise<unknown> }> | null;
  readonly #generations = new Map<Scope, number>();
  #globalGeneration = 0;

  constructor(options: ReadThroughCacheOptions) {
    this.#entries =
      options.ttlMs > 0
        ? new LRUCache({ max: options.maxEntries, ttl: options.ttlMs, ttlAutopurge: false })
        : null;
  }

  get enabled(): boolean {
    return this.#entries !== null;
  }

  /** `keep` says whether an answer may be served again (a miss of a lookup may not). */
  async read<T>(
    scope: Scope,
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const entries = this.#entries;
    if (!entries) return load();
    const fullKey = this.#key(scope, key);
    const cached = entries.get(fullKey);
    if (cached) return cached.value as Promise<T>;
    const pending = load();
    const entry = { value: pending };
    entries.set(fullKey, entry);
    const forget = () => {
      if (entries.get(fullKey) === entry) entries.delete(fullKey);
    };
    // A failed read is never served again; the caller sees the failure itself.
    pending.then((value) => (keep(value) ? undefined : forget()), forget);
    return pending;
  }

  /** Forgets every answer of one scope (a tenant whose catalogue changed). */
  clearScope(scope: Scope): void {
    this.#generations.set(scope, (this.#generations.get(scope) ?? 0) + 1);
  }

  /** Forgets everything (a session was revoked somewhere). */
  clear(): void {
    this.#globalGeneration += 1;
    this.#entries?.clear();
  }

  #key(scope: Scope, key: string): string {
    return `${this.#globalGeneration}:${scope}:${this.#generations.get(scope) ?? 0}:${key}`;
  }
}
