import { LRUCache } from 'lru-cache';
import { outsideRequest } from './request-scope.ts';

export interface ReadThroughCacheOptions {
  /** How long an answer may be served after it was read; 0 turns the cache off. */
  ttlMs: number;
  /** Memory the kept answers may hold, as `approximateBytes` counts it; the least recently used go first. */
  maxBytes: number;
  /**
   * An answer read in its last `refreshAheadMs` is read again in the background while it is still
   * served, so that an answer in use never expires under a request (0: answers simply expire).
   */
  refreshAheadMs?: number;
  /** The clock lifetimes are counted on, in ms (tests move their own). */
  now?: () => number;
}

/**
 * What the bound charges each entry besides its key and value: the cache's own slot, the wrapper
 * object, the expiry timer (ttlAutopurge) and its places in the scope and tag indexes. A rough
 * figure that errs on the large side.
 */
const ENTRY_OVERHEAD_BYTES = 500;

/**
 * Each answer lives between 75% and 100% of the lifetime, drawn when it is stored: answers read
 * together (a server's first minutes, every list's tiers) would otherwise all expire in the same
 * instant and be read again in one burst, which the bench saw as a 2x slower row 300 s after its
 * warm-up.
 */
const LIFETIME_SPREAD = 0.25;

/** A value that counts its own memory (typed arrays, a text with offsets): JSON would misjudge it. */
export interface SizedValue {
  readonly approximateBytes: number;
}

const isSized = (value: unknown): value is SizedValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<SizedValue>).approximateBytes === 'number';

/**
 * Memory a key or an answer holds, over-estimated: V8 keeps a string in one or two bytes per
 * character (two is charged), a sized value says its own, and any other value is charged as its
 * JSON text would be.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return 2 * value.length;
  if (value === undefined) return 8;
  if (isSized(value)) return value.approximateBytes;
  return 2 * (JSON.stringify(value)?.length ?? 4);
}

interface Entry<Scope> {
  value: unknown;
  scope: Scope;
  tags: readonly string[];
}

interface Load<Scope> {
  promise: Promise<unknown>;
  scope: Scope;
  /** False once a change may have made what it reads out of date: it is then not stored. */
  current: boolean;
}

/**
 * Answers read from the database, kept for a while per scope (a tenant, a session).
 *
 * Bounded by memory, not by a count of entries, since one answer may be a hundred times another;
 * expired answers are dropped when they expire, not when the cache next fills.
 *
 * Concurrent misses on one key share one load, so a burst after expiry costs one query. Forgetting
 * (a key, a scope, a tag, everything) also abandons the loads under way that it covers: what they
 * read is returned to their callers but neither stored nor shared with later reads.
 *
 * Scopes and tags are indexed, so forgetting one touches only its own answers: a signed-out token
 * or a tenant's catalogue change costs nothing to the rest.
 */
export class ReadThroughCache<Scope extends string | number> {
  readonly #answers: LRUCache<string, Entry<Scope>> | null;
  readonly #ttlMs: number;
  readonly #refreshAheadMs: number;
  readonly #loading = new Map<string, Load<Scope>>();
  readonly #byScope = new Map<Scope, Set<string>>();
  readonly #byTag = new Map<string, Set<string>>();
  #suspended = false;

  constructor(options: ReadThroughCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#refreshAheadMs = options.refreshAheadMs ?? 0;
    this.#answers =
      options.ttlMs > 0
        ? new LRUCache<string, Entry<Scope>>({
            maxSize: options.maxBytes,
            ttl: options.ttlMs,
            ttlAutopurge: true,
            // A clock of the caller's is read at every look, not once a millisecond.
            ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
            // Evicted, expired, replaced or deleted: its index entries go with it.
            dispose: (entry, key) => this.#unindex(key, entry),
          })
        : null;
  }

  get enabled(): boolean {
    return this.#answers !== null;
  }

  /** True while `suspend` holds: every read goes to the database and nothing is kept. */
  get suspended(): boolean {
    return this.#suspended;
  }

  /** Memory charged for the answers kept now (never above maxBytes). */
  get bytes(): number {
    return this.#answers?.calculatedSize ?? 0;
  }

  /** How many answers are kept now. */
  get entries(): number {
    return this.#answers?.size ?? 0;
  }

  /**
   * `keep` says whether an answer may be served again (a miss of a lookup may not); `tags` names
   * what else the answer depends on (a user), known only once it is read, for `forgetTagged`.
   */
  async read<T>(
    scope: Scope,
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    tags: (value: T) => readonly string[] = () => [],
  ): Promise<T> {
    const answers = this.#answers;
    if (!answers || this.#suspended) return load();
    const fullKey = this.#key(scope, key);
    const kept = answers.get(fullKey);
    if (kept) {
      if (this.#dueForRefresh(answers, fullKey)) {
        // Served until it expires if this read fails: the next miss then reports the failure.
        this.#load(answers, fullKey, scope, load, keep, tags).catch(() => {});
      }
      return kept.value as T;
    }
    const running = this.#loading.get(fullKey);
    if (running) return running.promise as Promise<T>;
    return this.#load(answers, fullKey, scope, load, keep, tags);
  }

  /** How long an answer kept may still be served, in ms (0 when none is kept). */
  remainingMs(scope: Scope, key: string): number {
    return Math.max(0, this.#answers?.getRemainingTTL(this.#key(scope, key)) ?? 0);
  }

  /** Forgets one answer (found out of date by a read that bypassed the cache). */
  forget(scope: Scope, key: string): void {
    const fullKey = this.#key(scope, key);
    this.#answers?.delete(fullKey);
    this.#abandon((load, loadKey) => loadKey === fullKey && load.scope === scope);
  }

  /** Forgets every answer of one scope (a tenant whose catalogue changed, a signed-out token). */
  clearScope(scope: Scope): void {
    this.#deleteAll(this.#byScope.get(scope));
    this.#abandon((load) => load.scope === scope);
  }

  /** Forgets every answer read with this tag (a user whose sessions or memberships changed). */
  forgetTagged(tag: string): void {
    this.#deleteAll(this.#byTag.get(tag));
    // A load's tags are known only once it is read: any of those under way may carry this one.
    this.#abandon(() => true);
  }

  /** Forgets everything (changes may have been missed). */
  clear(): void {
    this.#answers?.clear();
    this.#byScope.clear();
    this.#byTag.clear();
    this.#abandon(() => true);
  }

  /**
   * Forgets everything and serves nothing from memory until `resume`: while this instance cannot
   * hear of changes made elsewhere, nothing it keeps could be trusted.
   */
  suspend(): void {
    this.#suspended = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.#suspended = false;
  }

  /** Reads an answer once for every caller that misses it meanwhile, and keeps it if still current. */
  async #load<T>(
    answers: LRUCache<string, Entry<Scope>>,
    fullKey: string,
    scope: Scope,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    tags: (value: T) => readonly string[],
  ): Promise<T> {
    // Shared by every caller that misses meanwhile: no one request's deadline may cut it short.
    const loading: Load<Scope> = { promise: outsideRequest(load), scope, current: true };
    this.#loading.set(fullKey, loading);
    try {
      const value = (await loading.promise) as T;
      if (loading.current && keep(value)) this.#store(answers, fullKey, scope, value, tags(value));
      return value;
    } finally {
      // A failed read is never served again; the caller sees the failure itself.
      if (this.#loading.get(fullKey) === loading) this.#loading.delete(fullKey);
    }
  }

  #dueForRefresh(answers: LRUCache<string, Entry<Scope>>, fullKey: string): boolean {
    return (
      this.#refreshAheadMs > 0 &&
      !this.#loading.has(fullKey) &&
      answers.getRemainingTTL(fullKey) <= this.#refreshAheadMs
    );
  }

  #store(
    answers: LRUCache<string, Entry<Scope>>,
    fullKey: string,
    scope: Scope,
    value: unknown,
    tags: readonly string[],
  ): void {
    const size = approximateBytes(fullKey) + approximateBytes(value) + ENTRY_OVERHEAD_BYTES;
    const ttl = Math.ceil(this.#ttlMs * (1 - LIFETIME_SPREAD * Math.random()));
    answers.set(fullKey, { value, scope, tags }, { size, ttl });
    // An answer larger than the whole bound is not kept, and must not be indexed either.
    if (!answers.has(fullKey)) return;
    addTo(this.#byScope, scope, fullKey);
    for (const tag of tags) addTo(this.#byTag, tag, fullKey);
  }

  #unindex(fullKey: string, entry: Entry<Scope>): void {
    removeFrom(this.#byScope, entry.scope, fullKey);
    for (const tag of entry.tags) removeFrom(this.#byTag, tag, fullKey);
  }

  #deleteAll(fullKeys: Set<string> | undefined): void {
    if (!fullKeys || !this.#answers) return;
    // Each delete unindexes its key (dispose), changing the set being walked.
    for (const fullKey of [...fullKeys]) this.#answers.delete(fullKey);
  }

  #abandon(covers: (load: Load<Scope>, fullKey: string) => boolean): void {
    for (const [fullKey, load] of this.#loading) {
      if (!covers(load, fullKey)) continue;
      load.current = false;
      this.#loading.delete(fullKey);
    }
  }

  #key(scope: Scope, key: string): string {
    return `${scope}:${key}`;
  }
}

function addTo<K>(index: Map<K, Set<string>>, name: K, fullKey: string): void {
  let keys = index.get(name);
  if (!keys) index.set(name, (keys = new Set()));
  keys.add(fullKey);
}

function removeFrom<K>(index: Map<K, Set<string>>, name: K, fullKey: string): void {
  const keys = index.get(name);
  if (!keys) return;
  keys.delete(fullKey);
  if (keys.size === 0) index.delete(name);
}
