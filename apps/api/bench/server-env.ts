/**
 * The environment of the servers the bench's scripts start (run.ts, profile-row.ts, floor.ts):
 * the same settings for each, so that a row measured alone is the row the bench measures.
 */
export const BENCH_HOST = '127.0.0.1';
/** How long the bench buyers' sessions last (SESSION_ABSOLUTE_HOURS). */
export const SESSION_HOURS = 24;
/** The bench's PostgreSQL database (BENCH_DATABASE_URL, or the machine's portal_bench). */
export const benchPostgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';

/**
 * The servers' environment before its database, cache settings (caches.ts: none for caches on,
 * every switch off for every cache off) and outbox folder. Mail is never sent from the bench.
 */
export function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: BENCH_HOST,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    NODE_ENV: 'production',
    SESSION_ABSOLUTE_HOURS: String(SESSION_HOURS),
  };
  for (const name of [
    'DATABASE_URL',
    'DATABASE_POOL_SIZE',
    'DATA_DIR',
    'SMTP_URL',
    'OUTBOX_DIR',
    'OUTBOX_WORKER',
  ]) {
    delete env[name];
  }
  return env;
}

/** A server of the bench on PostgreSQL at `url`. */
export const postgresEnv = (url = benchPostgresUrl): NodeJS.ProcessEnv => ({
  ...baseEnv(),
  DATABASE_URL: url,
});
