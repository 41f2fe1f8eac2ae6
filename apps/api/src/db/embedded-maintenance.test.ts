import { sql } from 'kysely';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hangGuard } from '../../test/helpers/hang-guard.ts';
import { freePort, startServer } from '../../test/helpers/server-process.ts';
import { insertProducts } from '../../test/helpers/catalogue-fixtures.ts';
import { createTenant } from '../../test/helpers/fixtures.ts';
import {
  createTestDatabase,
  openMigratedDataDir,
  testEngine,
  type TestDatabaseHandle,
} from '../../test/helpers/test-database.ts';
import { openDatabase } from './database.ts';
import { maintainEmbedded, startEmbeddedMaintenance } from './embedded-maintenance.ts';
import type { Db } from './schema.ts';

interface TableStats {
  /** Rows inserted, updated or deleted since the last analyze. */
  changed: number;
  analyzed: number;
  vacuumed: number;
  dead: number;
  estimated: number;
}

async function statsOf(db: Db, table: string): Promise<TableStats> {
  const { rows } = await sql<TableStats>`
    select s.n_mod_since_analyze::int as changed, s.analyze_count::int as analyzed, s.vacuum_count::int as vacuumed,
      s.n_dead_tup::int as dead, c.reltuples::int as estimated
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' and s.relname = ${table}`.execute(db);
  return rows[0]!;
}

/**
 * A backend hands its statistics over at most once a second (PostgreSQL's pgstat): what a pass
 * reads lags the writes just before it by that much.
 */
const settled = (db: Db, table: string, done: (stats: TableStats) => boolean) =>
  vi.waitFor(
    async () => {
      const stats = await statsOf(db, table);
      expect(done(stats)).toBe(true);
      return stats;
    },
    { timeout: 5_000, interval: 50 },
  );

/**
 * PGlite never runs autovacuum (embedded-maintenance.ts): the server analyzes and vacuums what
 * autovacuum would have, by its thresholds.
 */
describe.skipIf(testEngine !== 'pglite')('the embedded database maintenance', () => {
  let handle: TestDatabaseHandle;
  let db: Db;
  let tenantId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.uncheckedDb;
    tenantId = (await createTenant(db, 'ACME')).id;
  });
  afterAll(() => handle?.close());

  // A worker's embedded database may come emptied from an earlier file (reused-pglite.ts), with
  // that file's counts in its statistics: these tests count from what they find.
  it('analyzes a table once enough of it changed, and then not until it changes again', async () => {
    const before = await statsOf(db, 'products');
    await insertProducts(db, tenantId, 400, 'B-');
    await settled(db, 'products', (stats) => stats.changed >= before.changed + 400);

    expect(await maintainEmbedded(db)).toContain('products');
    expect(await statsOf(db, 'products')).toMatchObject({
      analyzed: before.analyzed + 1,
      estimated: 400,
    });
    // Nothing changed since: the next pass has nothing to do.
    expect(await maintainEmbedded(db)).toEqual([]);
  });

  it('vacuums a table once a fifth of it is dead rows', async () => {
    const { dead } = await statsOf(db, 'products');
    const deleted = await db
      .deleteFrom('products')
      .where('tenant_id', '=', tenantId)
      .where('part_number', '<', 'B-3')
      .executeTakeFirstOrThrow();
    expect(Number(deleted.numDeletedRows)).toBe(222);
    const before = await settled(db, 'products', (stats) => stats.dead >= dead + 222);

    expect(await maintainEmbedded(db)).toContain('products');
    const after = await statsOf(db, 'products');
    expect(after).toMatchObject({ vacuumed: before.vacuumed + 1, dead: 0 });
    expect(after.analyzed).toBe(before.analyzed + 1);
  });

  it('runs a pass on its timer until stopped', async () => {
    const log = { debug: vi.fn(), warn: vi.fn() };
    const maintenance = startEmbeddedMaintenance(db, log, 20);
    await insertProducts(db, tenantId, 400, 'C-');
    const analyzed = (await statsOf(db, 'products')).analyzed;
    await vi.waitFor(
      async () => expect((await statsOf(db, 'products')).analyzed).toBe(analyzed + 1),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    // Each inserted product also notes its words' change for the search indexes (migration 0043).
    expect(log.debug).toHaveBeenCalledWith(
      { tables: ['product_search_changes', 'products'] },
      'embedded database maintained',
    );
    await maintenance.stop();

    await insertProducts(db, tenantId, 400, 'D-');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await statsOf(db, 'products')).analyzed).toBe(analyzed + 1);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe.skipIf(testEngine !== 'pglite')('the server on an embedded database', () => {
  // Made in a hook: a skipped suite's body still runs (the other engine's project), its hooks not.
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-maintenance-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'analyzes the tables that changed while it was stopped, as it starts',
    async () => {
      {
        const setup = await openMigratedDataDir(dir);
        const tenant = await createTenant(setup.db, 'ACME');
        await insertProducts(setup.db, tenant.id, 400, 'P-');
        await setup.close();
      }
      const port = await freePort();
      const server = await startServer({ DATA_DIR: dir }, port);
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;

      const reopened = await openDatabase({ engine: 'pglite', dataDir: dir });
      try {
        const { rows } = await sql<{ estimated: number }>`
          select reltuples::int as estimated from pg_class where relname = 'products'`.execute(
          reopened.db,
        );
        expect(rows[0]?.estimated).toBe(400);
      } finally {
        await reopened.close();
      }
    },
    hangGuard(120_000),
  );
});
