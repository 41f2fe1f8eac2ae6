/** The state of one counter after a hit: how many hits its current window holds and when it ends. */
export interface WindowCount {
  hits: number;
  /** Epoch milliseconds at which the current window ends and the count starts again. */
  resetAt: number;
}

/**
 * Where fixed-window counters live. Stores are shared by every server instance (database or
 * Redis), so a limit holds across a load balancer.
 */
export interface RateLimitStore {
  /** Counts one hit in the window of `bucket`/`key`, opening a new window when the last one ended. */
  hit(bucket: string, key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The current window's count without counting a hit (0, ending a window from now, if none). */
  peek(bucket: string, key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** Takes back one hit of the current window, if it is still open. */
  refund(bucket: string, key: string, windowMs: number, now: number): Promise<void>;
  close?(): Promise<void>;
}
