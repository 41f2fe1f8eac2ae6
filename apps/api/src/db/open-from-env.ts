import type { Env } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ engine: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ engine: 'pglite', dataDir: env.DATA_DIR });
}
