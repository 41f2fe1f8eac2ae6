import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** TEST_DATABASE_URL, or the same server's `database` when given. */
export function postgresUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** A database name no other run or test file uses: `${prefix}_` and 12 hex digits. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** One statement on TEST_DATABASE_URL's own database (create or drop another), and its rows. */
export async function adminQuery<Row extends object = object>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Drops `database` once its last session has gone, without holding up the caller: a drop waits
 * for a checkpoint, about 0.4 s of a test file's wall time on this machine kind (two cores), with
 * little CPU. A drop that has not ended when its worker exits leaves the database to the run's
 * teardown (dropCopiesOf).
 */
export function dropInBackground(database: string): void {
  void (async () => {
    await waitForNoConnections(database);
    await dropDatabase(database);
  })().catch(() => undefined);
}

/** Drops `database` if it exists, ending any session still connected to it. */
export async function dropDatabase(database: string): Promise<void> {
  await adminQuery(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
}

/**
 * Drops every database whose name is `template`'s and a suffix: the test databases copied from it
 * (test-database.ts names them so). The run's teardown, before the template itself. A copy a
 * worker began for a next file is let finish first (up to 30 s), so that none is made after.
 */
export async function dropCopiesOf(template: string): Promise<void> {
  await untilNone(
    `select count(*)::int as n from pg_stat_activity
      where state = 'active' and query ilike 'create database%' and strpos(query, $1) > 0`,
    [template],
    { attempts: 300, intervalMs: 100 },
  );
  const copies = await adminQuery<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1)`,
    [`${template}_`],
  );
  for (const { datname } of copies) await dropDatabase(datname);
}

/**
 * Waits (up to ~2 s) until no session is connected to `database`. pg's pool.end() resolves before
 * its sockets have finished closing, and a forced drop would kill them mid-close: an uncaught
 * 57P01 error in a test run that opened many connections. A template database must have no
 * session either while `create database ... template` copies it.
 */
export async function waitForNoConnections(database: string): Promise<void> {
  await untilNone(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [database],
    { attempts: 100, intervalMs: 20 },
  );
}

/**
 * Asks `text` (a count named `n`) on one admin connection until it answers 0, at most `attempts`
 * times `intervalMs` apart; gives up quietly, as a teardown's wait should.
 */
async function untilNone(
  text: string,
  values: unknown[],
  { attempts, intervalMs }: { attempts: number; intervalMs: number },
): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const { rows } = await client.query<{ n: number }>(text, values);
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    await client.end();
  }
}
