import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteKysely, type DatabaseHandle } from '../../src/db/database.ts';

/**
 * Migrated embedded databases for test files, reused within a worker. Opening PGlite from the
 * run's template costs about 1.3 s of CPU (the wasm module, postgres' start, the data directory
 * unpacked); emptying one that a finished file used costs a few tens of milliseconds. A worker
 * runs its files one after another in one module graph (vitest.config.ts, `isolate: false`), so
 * an instance a file closes is emptied and handed to the worker's next file.
 *
 * An emptied instance is the template again: no row in any table, identities restarted, no
 * session state (DISCARD ALL: settings, listeners, advisory locks, temporary tables). A file that
 * changed the schema itself (a table, function or trigger more or fewer) or gathered statistics
 * (ANALYZE) is not reused: its instance is closed and the next file opens the template afresh.
 */
const idle: PGlite[] = [];
/** How many emptied instances a worker keeps: a file opens two at most at once. */
const KEEP_IDLE = 2;

interface Shape {
  /** The template's tables, but the migrations' own bookkeeping, which stays as migrated. */
  tables: string[];
  /** A count of the schema's objects, compared before an instance is reused. */
  fingerprint: string;
}
let templateShape: Promise<Shape> | undefined;

const SHAPE_SQL = `
  select
    (select coalesce(json_agg(quote_ident(tablename) order by tablename), '[]')
       from pg_tables
      where schemaname = 'public' and tablename not like 'kysely\\_%') as tables,
    concat_ws('/',
      (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'),
      (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'),
      (select count(*) from pg_trigger t where not t.tgisinternal),
      -- Statistics a file gathered (the bench seed analyzes): truncate leaves them, and the
      -- planner would then plan an empty table's statements by another file's data.
      (select count(*) from pg_statistic s join pg_class c on c.oid = s.starelid
         join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')) as fingerprint`;

async function shapeOf(pglite: PGlite): Promise<Shape> {
  const { rows } = await pglite.query<{ tables: string[] | string; fingerprint: string }>(
    SHAPE_SQL,
  );
  const [row] = rows;
  const tables =
    typeof row!.tables === 'string' ? (JSON.parse(row!.tables) as string[]) : row!.tables;
  return { tables, fingerprint: row!.fingerprint };
}

/**
 * A migrated, empty embedded database: an emptied instance of this worker's, or a new one from
 * the template. Its close() empties it for the next file; statements sent after close() throw,
 * as they would on a closed instance, so a late timer of one file never writes into the next's.
 */
export async function openReusedPglite(template: () => Promise<Blob>): Promise<DatabaseHandle> {
  const pglite = idle.pop() ?? (await createPglite({ loadDataDir: await template() }));
  templateShape ??= shapeOf(pglite);
  let closed = false;
  const db = pgliteKysely(pglite, () => {
    if (closed) throw new Error('this test database is closed');
  });
  return {
    db,
    engine: 'pglite',
    pglite,
    close: async () => {
      if (closed) return;
      closed = true;
      await release(pglite);
    },
  };
}

async function release(pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  const shape = await templateShape!;
  try {
    // An open transaction (a test that failed half-way) ends; outside one, this only warns.
    await pglite.exec('rollback');
    await pglite.exec('discard all');
    const now = await shapeOf(pglite);
    if (now.fingerprint !== shape.fingerprint || idle.length >= KEEP_IDLE) {
      await pglite.close();
      return;
    }
    await pglite.exec(`truncate table ${shape.tables.join(', ')} restart identity cascade`);
    idle.push(pglite);
  } catch {
    // Whatever state it is in, it is not reused.
    if (!pglite.closed) await pglite.close();
  }
}
