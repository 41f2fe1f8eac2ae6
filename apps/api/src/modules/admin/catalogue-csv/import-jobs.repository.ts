import { sql } from 'kysely';
import type { ImportJobStatus, Db } from '../../../db/schema.ts';

/*
 * Import jobs (migration 0005): progress, counts and line errors of CSV imports, of products or
 * of a price list's entries (migration 0012).
 */

/** What a job imports: the products, or one price list's entries. */
export type ImportTarget =
  | { kind: 'products' }
  | { kind: 'price_list_entries'; priceListId: number };

export const PRODUCTS: ImportTarget = { kind: 'products' };

/** Imports of a tenant take turns, whatever they import; this holds the turn for the rest of the transaction. */
export async function lockImports(db: Db, tenantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('product_import'), ${tenantId})`.execute(db);
}

const RUNNING: ImportJobStatus[] = ['queued', 'validating', 'writing'];

/** Jobs still "running" after `staleMinutes` died with their process: they are marked failed. */
export async function failStaleJobs(db: Db, tenantId: number, staleMinutes: number) {
  await db
    .updateTable('import_jobs')
    .set({ status: 'failed', finished_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', RUNNING)
    .where('created_at', '<=', sql<Date>`now() - make_interval(mins => ${staleMinutes})`)
    .execute();
}

export async function hasRunningJob(db: Db, tenantId: number) {
  const row = await db
    .selectFrom('import_jobs')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', RUNNING)
    .executeTakeFirst();
  return row !== undefined;
}

const priceListOf = (target: ImportTarget) =>
  target.kind === 'price_list_entries' ? target.priceListId : null;

export async function insertJob(
  db: Db,
  tenantId: number,
  userId: number,
  dryRun: boolean,
  target: ImportTarget,
) {
  const row = await db
    .insertInto('import_jobs')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      dry_run: dryRun,
      kind: target.kind,
      price_list_id: priceListOf(target),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A job of the tenant, if it imports `target` (a job is read where it was started). */
export function findJob(db: Db, tenantId: number, id: number, target: ImportTarget) {
  const priceListId = priceListOf(target);
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', target.kind)
    .where('price_list_id', priceListId === null ? 'is' : '=', priceListId)
    .executeTakeFirst();
}

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export interface JobUpdate {
  status?: ImportJobStatus;
  total?: number;
  processed?: number;
  created?: number;
  updated?: number;
  unchanged?: number;
  error_count?: number;
  errors?: { line: number; field: string; message: string }[];
  finished?: boolean;
}

export async function updateJob(db: Db, tenantId: number, id: number, update: JobUpdate) {
  const { errors, finished, ...values } = update;
  await db
    .updateTable('import_jobs')
    .set({
      ...values,
      ...(errors ? { errors: JSON.stringify(errors) } : {}),
      ...(finished ? { finished_at: sql<Date>`now()` } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
