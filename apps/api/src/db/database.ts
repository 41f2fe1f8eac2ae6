import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { join } from 'node:path';
import { DEFAULT_POOL_SIZE } from '../config/env.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparingPool } from './prepared-statements.ts';
import { requestBound, type StatementBounds } from './request-bound-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close: () => Promise<void>;
  /** The embedded instance, on PGlite only. */
  pglite?: PGlite;
  /** Where PostgreSQL is, for connections outside the pool (the invalidation listener). */
  connectionString?: string;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` starts from a dump (tests). */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

// Both engines read numbers as numbers and dates as 'YYYY-MM-DD' text (never a local-time Date).
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;

function postgresTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === NUMERIC || oid === INT8) return toNumber;
      if (oid === DATE) return asText;
      return pg.types.getTypeParser(oid, format as 'text') as (value: string) => unknown;
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/**
 * What any statement on PostgreSQL may take, and any wait for a lock (at COMMIT too: an order's
 * number is taken there), whoever runs it: a request's transactions get what their request has
 * left when it is less (request-bound-dialect.ts, decision 021). A statement cut by either ends
 * in an error (57014, 55P03) that the API answers 503 with Retry-After; its transaction rolls back.
 */
export const POSTGRES_BOUNDS: StatementBounds = {
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 10_000,
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      types: postgresTypes(),
      statement_timeout: POSTGRES_BOUNDS.statementTimeoutMs,
      lock_timeout: POSTGRES_BOUNDS.lockTimeoutMs,
    });
    const db = new Kysely<Database>({
      dialect: requestBound(new PostgresDialect({ pool: preparingPool(pool) }), POSTGRES_BOUNDS),
    });
    return { db, engine: 'postgres', connectionString: options.url, close: () => db.destroy() };
  }

  const lock = options.dataDir ? await lockDataDir(options.dataDir) : undefined;
  const release = async () => lock?.release();
  try {
    const pglite = await createPglite(options);
    // Every statement checks first that the directory is still this process's (the lock file
    // was not removed or replaced): a few microseconds, against PGlite's fraction of a millisecond.
    const db = pgliteKysely(pglite, lock?.assertHeld);
    return {
      db,
      engine: 'pglite',
      pglite,
      close: async () => {
        await db.destroy();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** An embedded instance with the extensions the migrations create and the readers' parsers. */
export function createPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gin, unaccent },
    parsers: {
      [pgliteTypes.NUMERIC]: toNumber,
      [pgliteTypes.INT8]: toNumber,
      [pgliteTypes.DATE]: asText,
    },
  });
}

/**
 * Kysely over an embedded instance; its destroy() closes the instance. `beforeStatement` may
 * refuse a statement by throwing (pglite-dialect.ts). One statement at a time, in this process:
 * no timeout can cut one (decision 021).
 */
export function pgliteKysely(pglite: PGlite, beforeStatement?: () => void): Kysely<Database> {
  return new Kysely<Database>({
    dialect: requestBound(new PGliteDialect(pglite, beforeStatement)),
  });
}
