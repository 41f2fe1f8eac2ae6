import { sql } from 'kysely';
import type { Db } from './schema.ts';

/**
 * PGlite runs PostgreSQL as one standalone backend, without background workers: its autovacuum
 * setting says on, but nothing ever runs it. Without this, an embedded database's tables are never
 * analyzed (the planner guesses every row count; a table of thousands of rows was planned as a
 * table of a few, and a page read by a nested loop over all of them) nor vacuumed (every update's
 * dead rows stay). The server does autovacuum's work itself, with autovacuum's own default
 * thresholds, every MAINTENANCE_EVERY_MS (autovacuum's default naptime).
 *
 * A pass runs its statements on the database's one connection like any request's, one table at a
 * time, so requests wait behind it: an analyze reads a bounded sample, and a vacuum, the longer of
 * the two, comes only after a fifth of a table has changed.
 */
export const MAINTENANCE_EVERY_MS = 60_000;

interface Due {
  name: string;
  vacuum: boolean;
}

/**
 * The tables autovacuum would pick now: analyzed after 50 rows and a tenth of the table changed,
 * vacuumed after 50 dead rows and a fifth (or 1,000 inserted rows and a fifth, which keeps the
 * visibility map that index-only scans read up to date). PGlite keeps no such counts across a
 * restart, so a table is analyzed too when it has rows and was never analyzed, or has grown by a
 * fifth since it last was (its pages against those the last analyze or vacuum counted).
 */
async function dueTables(db: Db): Promise<Due[]> {
  const { rows } = await sql<{ name: string; vacuum: boolean }>`
    with tables as (
      select quote_ident(s.relname) as name, s.n_mod_since_analyze as changed,
        s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted,
        greatest(c.reltuples, 0) as estimated, c.reltuples < 0 as never_analyzed,
        c.relpages as counted_pages,
        pg_relation_size(c.oid) / current_setting('block_size')::int as pages
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
    )
    select name,
      (dead > 50 + 0.2 * estimated or inserted > 1000 + 0.2 * estimated) as vacuum
    from tables
    where changed > 50 + 0.1 * estimated
       or dead > 50 + 0.2 * estimated
       or inserted > 1000 + 0.2 * estimated
       or (never_analyzed and pages > 0)
       or pages > 1.2 * counted_pages + 8
    order by name`.execute(db);
  return rows;
}

/** One pass: analyzes (and vacuums where due) each table autovacuum would have; their names. */
export async function maintainEmbedded(db: Db): Promise<string[]> {
  const due = await dueTables(db);
  for (const table of due) {
    await sql.raw(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`).execute(db);
  }
  return due.map((table) => table.name);
}

export interface MaintenanceLog {
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

/**
 * Runs a pass now and then every `everyMs` until stopped; a pass never overlaps the last. A pass
 * that fails (the database closing under it) is logged and the next one tries again. The timer
 * never keeps the process alive.
 */
export function startEmbeddedMaintenance(
  db: Db,
  log: MaintenanceLog,
  everyMs = MAINTENANCE_EVERY_MS,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = maintainEmbedded(db).then(
      (tables) => {
        if (tables.length > 0) log.debug({ tables }, 'embedded database maintained');
      },
      (err: unknown) => {
        if (!stopped) log.warn({ err }, 'embedded database maintenance failed');
      },
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(pass, everyMs).unref();
    });
  };
  pass();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
