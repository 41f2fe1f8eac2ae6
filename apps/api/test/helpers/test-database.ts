import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { StatementCounter } from './statement-counter.ts';
import { TenantPredicateCheck, tenantOwnedTables } from './tenant-predicate-check.ts';

/** Which engine this run of the suite uses: vitest.config.ts runs it once per engine. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

let migratedDump: Promise<File | Blob> | undefined;

/** A migrated PGlite data directory, made once per worker: loading it is ~4x faster than initdb. */
function pgliteTemplate(): Promise<File | Blob> {
  migratedDump ??= (async () => {
    const handle = await openDatabase({ engine: 'pglite' });
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    return dump;
  })();
  return migratedDump;
}

function postgresUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to ~2 s) until no session is connected to `database`. pg's pool.end() resolves before
 * its sockets have finished closing, and a forced drop would kill them mid-close: an uncaught
 * 57P01 error in a test run that opened many connections.
 */
async function waitForNoConnections(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

export interface TestDatabaseHandle extends DatabaseHandle {
  /**
   * The same connection without the tenant predicate check, for a test's own fixtures and
   * assertions (which may look a row up by id alone). Give the app `db`.
   */
  uncheckedDb: DatabaseHandle['db'];
  /** Statements run through `db` so far (statement-counter.ts). */
  statements: StatementCounter;
}

/**
 * A fresh, migrated, empty database on the engine under test; close() throws it away. Its `db`
 * refuses any select, update or delete of a tenant-owned table without a tenant_id condition
 * (tenant-predicate-check.ts), so every app a test builds on it is checked.
 */
export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const handle = await openMigratedDatabase();
  const check = new TenantPredicateCheck(await tenantOwnedTables(handle.db));
  const statements = new StatementCounter();
  return {
    ...handle,
    db: handle.db.withPlugin(check).withPlugin(statements),
    uncheckedDb: handle.db,
    statements,
  };
}

async function openMigratedDatabase(): Promise<DatabaseHandle> {
  if (testEngine === 'pglite') {
    return openDatabase({ engine: 'pglite', loadDataDir: await pgliteTemplate() });
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const handle = await openDatabase({ engine: 'postgres', url: postgresUrl(name), poolSize: 20 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await waitForNoConnections(name);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
