/** What a transport tells the bus. */
export interface TransportEvents {
  /** A payload published by some instance (this one's own included). */
  message(payload: string): void;
  /** Listening: every message published from now on arrives. */
  listening(): void;
  /** Not listening any more (or not yet): messages may be missed until `listening` again. */
  lost(error: unknown): void;
}

/** How messages travel between instances: PostgreSQL NOTIFY, Redis pub/sub, or the embedded database. */
export interface Transport {
  readonly name: 'postgres' | 'redis' | 'embedded';
  /** Starts listening, and listens again after any loss until `close`. */
  listen(events: TransportEvents): void;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Delay before reconnection attempt `attempt` (0, 1, ...): 100 ms doubling to 5 s, with jitter. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(5_000, 100 * 2 ** Math.min(attempt, 6));
  return base / 2 + Math.random() * (base / 2);
}
