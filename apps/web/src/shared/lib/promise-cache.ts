interface PromiseCacheOptions<T> {
  load: (key: string) => Promise<T>;
  /** How long an answer is reused once it has arrived. */
  freshMs: number;
  /**
   * How long a failure stands before a read asks again (ten seconds unless given). Never 0: a
   * component suspended on the failed promise renders again right after it settles and must find
   * the same promise, or it would start a new request on every render while the server is down.
   */
  retryMs?: number;
  /** A failure settles to null; this is where it gets logged. */
  onError: (error: unknown) => void;
}

interface Entry<T> {
  promise: Promise<T | null>;
  /** Date.now() after which the next read asks again; Infinity while the answer is on its way. */
  until: number;
}

/**
 * One promise per key, for React's use(): every render must get the very same promise back, or it
 * would suspend again on a new one. Small on purpose: the login screen reads public data this way
 * so that it needs no TanStack Query (issue 4, docs/decisions/004-web-login-bundle-budget.md).
 */
export function createPromiseCache<T>({
  load,
  freshMs,
  retryMs = 10_000,
  onError,
}: PromiseCacheOptions<T>) {
  const entries = new Map<string, Entry<T>>();

  const read = (key: string): Promise<T | null> => {
    const cached = entries.get(key);
    if (cached && Date.now() < cached.until) return cached.promise;
    const entry: Entry<T> = { promise: Promise.resolve(null), until: Number.POSITIVE_INFINITY };
    entry.promise = load(key).then(
      (value) => {
        entry.until = Date.now() + freshMs;
        return value;
      },
      (error: unknown) => {
        onError(error);
        entry.until = Date.now() + retryMs;
        return null;
      },
    );
    entries.set(key, entry);
    return entry.promise;
  };

  /** The next read of `key` (of every key without one) asks again, e.g. after a change. */
  const forget = (key?: string) => {
    if (key === undefined) entries.clear();
    else entries.delete(key);
  };

  return { read, forget };
}
