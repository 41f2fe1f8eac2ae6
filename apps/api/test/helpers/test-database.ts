import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { adminQuery, dropInBackground, postgresUrl, uniqueDatabaseName } from './postgres-admin.ts';
import { openReusedPglite } from './reused-pglite.ts';
import { StatementCounter } from './statement-counter.ts';
import { TenantPredicateCheck, tenantOwnedTables } from './tenant-predicate-check.ts';

/** Which engine this run of the suite uses: vitest.config.ts runs it once per engine. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** What ../global-setup.ts made once for this run, by name; it throws when there is none. */
function template(key: 'pgliteTemplateFile' | 'postgresTemplateDatabase'): string {
  const value = inject(key);
  if (!value) {
    throw new Error(
      `no ${key}: the ${testEngine} project's globalSetup (apps/api/test/global-setup.ts) makes it`,
    );
  }
  return value;
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
  return withTenantCheck(await openMigratedDatabase());
}

/**
 * The handle with its `db` checked by tenant (and counted) as createTestDatabase's is: for a test
 * that opens a database of its own (a data directory, a second pool) and runs app code on it.
 */
export async function withTenantCheck(handle: DatabaseHandle): Promise<TestDatabaseHandle> {
  const check = new TenantPredicateCheck(await tenantOwnedTables(handle.db));
  const statements = new StatementCounter();
  return {
    ...handle,
    db: handle.db.withPlugin(check).withPlugin(statements),
    uncheckedDb: handle.db,
    statements,
  };
}

/**
 * An embedded database in the data directory `dir`, made from the run's migrated template: for a
 * test that starts a server on a directory of its own. Unpacking the template costs PGlite a
 * fraction of what creating a directory and running every migration does.
 */
export async function openMigratedDataDir(dir: string): Promise<DatabaseHandle> {
  const loadDataDir = await openAsBlob(template('pgliteTemplateFile'));
  return openDatabase({ engine: 'pglite', dataDir: dir, loadDataDir });
}

/**
 * How a copy of the template is made: FILE_COPY where the server has a choice (PostgreSQL 15 and
 * later), which copies the template's files rather than writing every block of them to the WAL
 * (15's default). The copy's drop then has less to flush too: the pair costs the machine about
 * a quarter less CPU for a database as small as the migrated template
 * (docs/performance/2026-11-30-session-30-ci.md).
 */
let strategy: Promise<string> | undefined;
function copyStrategy(): Promise<string> {
  strategy ??= adminQuery<{ version: number }>(
    `select current_setting('server_version_num')::int as version`,
  ).then(([row]) => (row!.version >= 150_000 ? ' strategy file_copy' : ''));
  return strategy;
}

/**
 * A copy of the run's migrated template: loading it is much faster than migrating again, and on
 * PGlite emptying a worker's instance faster still (reused-pglite.ts).
 */
async function openMigratedDatabase(): Promise<DatabaseHandle> {
  if (testEngine === 'pglite') {
    return openReusedPglite(() => openAsBlob(template('pgliteTemplateFile')));
  }
  const name = await takeCopy(template('postgresTemplateDatabase'));
  const handle = await openDatabase({ engine: 'postgres', url: postgresUrl(name), poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      dropInBackground(name);
    },
  };
}

/**
 * The copy the worker's next test file takes, made while the current one runs. A copy costs
 * PostgreSQL a checkpoint: 0.3-0.4 s of waiting on the disk on this machine kind, 0.6-1 s in a
 * full run, with little CPU. A worker runs its files one after another in one module graph
 * (vitest.config.ts, `isolate: false`), so it waits for a copy only in its first file. The copy
 * a worker leaves unused when it ends is dropped by the run's teardown (global-setup.ts).
 */
let spare: Promise<string> | undefined;

function takeCopy(source: string): Promise<string> {
  const copy = spare ?? copyOf(source);
  spare = copyOf(source);
  // Its failure is the next file's to see (when it takes it), not an unhandled rejection now.
  spare.catch(() => undefined);
  return copy;
}

/** A new copy of `source`, named after it so that the run's teardown finds what is left. */
async function copyOf(source: string): Promise<string> {
  const name = uniqueDatabaseName(source);
  await adminQuery(`create database ${name} template ${source}${await copyStrategy()}`);
  return name;
}
