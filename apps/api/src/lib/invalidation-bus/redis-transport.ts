import { Redis } from 'ioredis';
import { reconnectDelay, type Transport, type TransportEvents } from './transport.ts';

/** Seen in CLIENT LIST (with the instance's id), so an operator or a test can find it. */
export const SUBSCRIBER_CONNECTION_NAME = 'portal-invalidations';

/**
 * Redis pub/sub: one connection subscribed (a subscribed connection can do nothing else), one to
 * publish. ioredis reconnects by itself; the channel is subscribed anew on every connection, and
 * only once that is confirmed does the bus count on it again.
 */
export class RedisTransport implements Transport {
  readonly name = 'redis';
  readonly #url: string;
  readonly #channel: string;
  readonly #connectionName: string;
  #subscriber: Redis | null = null;
  #publisher: Redis | null = null;

  constructor(options: { url: string; channel: string; instanceId: string }) {
    this.#connectionName = `${SUBSCRIBER_CONNECTION_NAME}-${options.instanceId}`;
    this.#url = options.url;
    this.#channel = options.channel;
  }

  listen(events: TransportEvents): void {
    const subscriber = new Redis(this.#url, {
      connectionName: this.#connectionName,
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      retryStrategy: (times) => reconnectDelay(times - 1),
    });
    this.#subscriber = subscriber;
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.#channel) events.message(payload);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.#channel).then(
        () => events.listening(),
        (error: unknown) => events.lost(error),
      );
    });
    subscriber.on('close', () => events.lost(new Error('the subscribed connection closed')));
    // Reported through 'close'; without a listener ioredis would print each failed attempt.
    subscriber.on('error', () => {});
  }

  async send(payload: string): Promise<void> {
    // Fail fast rather than hold a request while Redis is unreachable.
    if (!this.#publisher) {
      this.#publisher = new Redis(this.#url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
      // A failed publish rejects and is logged by the bus; this only silences ioredis's own report.
      this.#publisher.on('error', () => {});
    }
    await this.#publisher.publish(this.#channel, payload);
  }

  async close(): Promise<void> {
    this.#subscriber?.disconnect();
    await this.#publisher?.quit().catch(() => {});
  }
}
