import { parseEnv } from '../config/env.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabaseFromEnv } from '../db/open-from-env.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const env = parseEnv();
const database = await openDatabaseFromEnv(env);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
