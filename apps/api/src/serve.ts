import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { EnvError, parseEnv } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromEnv } from './db/open-from-env.ts';
import { missingPublicUrlWarning } from './lib/portal-url.ts';
import { seedDemoIfEmpty } from './seed/demo-seed.ts';

export interface ServeOptions {
  /**
   * The migrated database as the app gets it. Tests that run the real server in a process of its
   * own give it their checks (test/helpers/checked-server.ts); production gives it as it opens.
   */
  prepareDatabase?: (database: DatabaseHandle) => Promise<DatabaseHandle>;
}

/** What `server.ts` does: open and migrate the database, seed it if empty, serve until a signal. */
export async function serve({ prepareDatabase }: ServeOptions = {}): Promise<void> {
  const env = parseEnv();
  const log = pino(loggerOptions(env) as pino.LoggerOptions);
  // Links then name this server's own address, which people elsewhere cannot reach.
  const publicUrlWarning = missingPublicUrlWarning(env);
  if (publicUrlWarning) log.warn(publicUrlWarning);
  const opened = await openDatabaseFromEnv(env);
  const applied = await migrateToLatest(opened.db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const database = prepareDatabase ? await prepareDatabase(opened) : opened;
  if (env.SEED_DEMO && (await seedDemoIfEmpty(database.db, log))) log.info('demo data seeded');

  const app = await buildApp({ env, database });
  // PGlite has no autovacuum of its own (embedded-maintenance.ts); PostgreSQL's does this itself.
  const maintenance =
    database.engine === 'pglite' ? startEmbeddedMaintenance(database.db, app.log) : undefined;
  // On SIGTERM or SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await maintenance?.stop();
    await database.close();
  });
  await app.listen({ host: env.HOST, port: env.PORT });
}

/** Says why the server could not start, and exits. */
export function startFailed(error: unknown): never {
  if (
    error instanceof EnvError ||
    (error instanceof Error && error.name === 'DataDirLockedError')
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
