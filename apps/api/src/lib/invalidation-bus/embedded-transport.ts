import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import type { Transport, TransportEvents } from './transport.ts';

/**
 * On PGlite one process owns the data directory, so every app that can change it is in this
 * process. The embedded database's own LISTEN/NOTIFY carries the messages: delivered on commit
 * like PostgreSQL's, to every app built on the same database (tests build two), and never lost.
 */
export class EmbeddedTransport implements Transport {
  readonly name = 'embedded';
  readonly #pglite: PGlite;
  readonly #db: Kysely<never>;
  readonly #channel: string;
  #unlisten: Promise<(() => Promise<void>) | undefined> | null = null;

  constructor(options: { pglite: PGlite; db: Kysely<never>; channel: string }) {
    this.#pglite = options.pglite;
    this.#db = options.db;
    this.#channel = options.channel;
  }

  listen(events: TransportEvents): void {
    this.#unlisten = this.#pglite
      .listen(this.#channel, (payload) => events.message(payload))
      .then(
        (unlisten) => {
          events.listening();
          return unlisten;
        },
        (error: unknown) => {
          events.lost(error);
          return undefined;
        },
      );
  }

  async send(payload: string): Promise<void> {
    await sql`select pg_notify(${this.#channel}, ${payload})`.execute(this.#db);
  }

  async close(): Promise<void> {
    const unlisten = await this.#unlisten;
    // The database may be closed first (the app's owner closes it); nothing is left to undo then.
    if (unlisten && !this.#pglite.closed) await unlisten();
  }
}
