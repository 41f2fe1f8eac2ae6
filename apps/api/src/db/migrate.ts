import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Applies every pending migration; throws if one fails (the failed one is rolled back). */
// oxlint-disable-next-line typescript/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
