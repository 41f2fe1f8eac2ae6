/** When a failed delivery is tried again: exponential backoff with jitter, within a window. */
export interface RetryPolicy {
  /** The first retry comes about this long after the first failure. */
  baseMs: number;
  /** No wait between two attempts is longer than this. */
  maxMs: number;
  /** A message is retried until it is this old; it fails for good at its first failure after. */
  windowMs: number;
}

/**
 * The wait after the `attempts`-th failed attempt: base·2^(attempts-1), capped, then drawn in its
 * upper half ("equal jitter"), so the retries of messages that failed together (a receiver's
 * outage) spread out instead of arriving in one burst when it comes back.
 */
export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
