import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { EnvError, parseEnv } from './config/env.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabaseFromEnv } from './db/open-from-env.ts';
import { missingPublicUrlWarning } from './lib/portal-url.ts';
import { seedDemoIfEmpty } from './seed/demo-seed.ts';

async function start() {
  const env = parseEnv();
  const log = pino(loggerOptions(env) as pino.LoggerOptions);
  // Links then name this server's own address, which people elsewhere cannot reach.
  const publicUrlWarning = missingPublicUrlWarning(env);
  if (publicUrlWarning) log.warn(publicUrlWarning);
  const database = await openDatabaseFromEnv(env);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  if (env.SEED_DEMO && (await seedDemoIfEmpty(database.db, log))) log.info('demo data seeded');

  const app = await buildApp({ env, database });
  // On SIGTERM or SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });
  await app.listen({ host: env.HOST, port: env.PORT });
}

start().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    (error instanceof Error && error.name === 'DataDirLockedError')
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
