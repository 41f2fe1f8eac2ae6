import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { EmbeddedTransport } from '../lib/invalidation-bus/embedded-transport.ts';
import { InvalidationBus } from '../lib/invalidation-bus/invalidation-bus.ts';
import { PostgresTransport } from '../lib/invalidation-bus/postgres-transport.ts';
import { RedisTransport } from '../lib/invalidation-bus/redis-transport.ts';
import type { Transport } from '../lib/invalidation-bus/transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish what a committed change makes out of date, for every instance (decision 008). */
    invalidations: InvalidationBus;
  }
}

/** The NOTIFY channel (a PostgreSQL identifier): notifications never leave their database. */
const CHANNEL = 'portal_invalidations';

/** How long a start waits for the listener before serving with the caches bypassed. */
const START_WAIT_MS = 3_000;

/**
 * Redis is shared more widely than a database: the channel names the database, so two
 * deployments (or two test databases) on one Redis do not clear each other's caches.
 */
function redisChannel(database: DatabaseHandle): string {
  const name = database.connectionString
    ? new URL(database.connectionString).pathname.slice(1)
    : 'embedded';
  return `portal:invalidations:${name}`;
}

function chooseTransport(
  redisUrl: string | undefined,
  database: DatabaseHandle,
  instanceId: string,
): Transport {
  const db = database.db as unknown as Kysely<never>;
  if (database.engine === 'pglite') {
    if (!database.pglite) throw new Error('an embedded database handle without its PGlite');
    return new EmbeddedTransport({ pglite: database.pglite, db, channel: CHANNEL });
  }
  if (redisUrl) {
    return new RedisTransport({ url: redisUrl, channel: redisChannel(database), instanceId });
  }
  if (!database.connectionString) throw new Error('a PostgreSQL handle without its address');
  const { connectionString } = database;
  return new PostgresTransport({ connectionString, db, channel: CHANNEL, instanceId });
}

/**
 * One bus per instance: Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, and
 * on PGlite (one process, so no other instance) the embedded database's. With the read caches off
 * nothing is kept, so nothing is listened to, but changes are still published for the instances
 * that keep answers.
 */
export default fp(
  async (app, options: { database: DatabaseHandle }) => {
    const id = randomUUID();
    const transport = chooseTransport(app.config.REDIS_URL, options.database, id);
    const bus = new InvalidationBus(id, transport, app.log);
    app.decorate('invalidations', bus);
    app.addHook('onClose', async () => bus.close());
    if (app.config.READ_CACHE_SECONDS > 0 || app.config.SESSION_CACHE) {
      await bus.start(START_WAIT_MS);
      if (!bus.listening) {
        app.log.warn(
          { transport: bus.transport },
          'invalidation listener not up yet: caches bypassed',
        );
      }
    }
  },
  { name: 'invalidations', dependencies: ['config', 'database'] },
);
