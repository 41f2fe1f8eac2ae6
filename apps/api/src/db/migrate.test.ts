import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/helpers/test-database.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

describe('migrations', () => {
  // Opens its own PGlite whatever the engine under test: one run of the suite covers it.
  it.skipIf(testEngine !== 'pglite')(
    'apply from an empty embedded database, in order, then nothing is left to apply',
    async () => {
      const database = await openDatabase({ engine: 'pglite' });
      try {
        const applied = await migrateToLatest(database.db);
        expect(applied[0]).toBe('0001-initial-schema');
        expect(applied).toEqual(Object.keys(migrations));
        const tables = await database.db.introspection.getTables();
        expect(tables.map((table) => table.name)).toEqual(
          expect.arrayContaining(['tenants', 'products', 'orders', 'order_lines', 'media']),
        );
        expect(await migrateToLatest(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    // Thirty-odd migrations from initdb on: beyond the suite's 30 s on two busy cores.
    hangGuard(90_000),
  );

  it('leave nothing to apply on a database already migrated (the engine under test)', async () => {
    const database = await createTestDatabase();
    try {
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
