import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine, withTenantCheck } from '../../test/helpers/test-database.ts';
import { seedDemoIfEmpty } from '../seed/demo-seed.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

const quiet = { info: () => {} };

async function counts(database: DatabaseHandle) {
  const result = await sql<{ tenants: number; products: number; users: number; orders: number }>`
    select (select count(*)::int from tenants) as tenants,
      (select count(*)::int from products) as products,
      (select count(*)::int from users) as users,
      (select count(*)::int from orders) as orders`.execute(database.db);
  return result.rows[0];
}

// What a server does at every start on the embedded database: migrate, then seed if empty.
describe.skipIf(testEngine !== 'pglite')('restart on an existing data directory', () => {
  // Made in a hook: a skipped suite's body still runs (the other engine's project), its hooks not.
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'keeps every row, applies no migration and does not seed twice',
    async () => {
      const first = await openDatabase({ engine: 'pglite', dataDir: dir });
      expect((await migrateToLatest(first.db)).length).toBeGreaterThan(0);
      // The seed is app code: scoped by tenant like every other.
      expect(await seedDemoIfEmpty((await withTenantCheck(first)).db, quiet)).toBe(true);
      const before = await counts(first);
      expect(before?.tenants).toBe(2);
      await first.close();

      const second = await openDatabase({ engine: 'pglite', dataDir: dir });
      try {
        expect(await migrateToLatest(second.db)).toEqual([]);
        expect(await seedDemoIfEmpty((await withTenantCheck(second)).db, quiet)).toBe(false);
        expect(await counts(second)).toEqual(before);
      } finally {
        await second.close();
      }
    },
    hangGuard(120_000),
  );
});
