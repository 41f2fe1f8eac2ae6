import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { reconnectDelay, type Transport, type TransportEvents } from './transport.ts';

/** Seen in pg_stat_activity (with the instance's id), so an operator or a test can find it. */
export const LISTENER_APPLICATION_NAME = 'portal-invalidations';

/** How often the listener proves its connection alive: a silent one hears nothing. */
const HEARTBEAT_MS = 15_000;
const QUERY_TIMEOUT_MS = 5_000;

/**
 * LISTEN on one connection of its own, outside the pool: a pooled connection is handed to other
 * queries and its notifications would be lost with it. NOTIFY goes through the pool like any
 * statement. PostgreSQL delivers a notification to every listener of the database once the
 * sending transaction commits, in commit order.
 */
export class PostgresTransport implements Transport {
  readonly name = 'postgres';
  readonly #connectionString: string;
  readonly #db: Kysely<never>;
  readonly #channel: string;
  readonly #applicationName: string;
  #client: pg.Client | null = null;
  #retry: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | undefined;
  #attempt = 0;
  #closed = false;

  constructor(options: {
    connectionString: string;
    db: Kysely<never>;
    channel: string;
    instanceId: string;
  }) {
    this.#applicationName = `${LISTENER_APPLICATION_NAME} ${options.instanceId}`;
    this.#connectionString = options.connectionString;
    this.#db = options.db;
    this.#channel = options.channel;
  }

  listen(events: TransportEvents): void {
    void this.#connect(events);
  }

  async send(payload: string): Promise<void> {
    await sql`select pg_notify(${this.#channel}, ${payload})`.execute(this.#db);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    clearInterval(this.#heartbeat);
    await this.#client?.end().catch(() => {});
  }

  async #connect(events: TransportEvents): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.#connectionString,
      application_name: this.#applicationName,
      keepAlive: true,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    this.#client = client;
    let down = false;
    const lose = (error: unknown) => {
      if (down) return;
      down = true;
      clearInterval(this.#heartbeat);
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (this.#closed) return;
      events.lost(error);
      this.#retry = setTimeout(() => void this.#connect(events), reconnectDelay(this.#attempt++));
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (notification) => {
      if (notification.channel === this.#channel && notification.payload) {
        events.message(notification.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.#channel)}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (down || this.#closed) return;
    this.#attempt = 0;
    events.listening();
    this.#heartbeat = setInterval(() => {
      client.query('select 1').catch(lose);
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }
}
