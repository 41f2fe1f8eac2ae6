import { sql } from 'kysely';
import type { ImportJobStatus } from '../../../db/schema.ts';
import type { Db } from '../common/admin-common.ts';

/* Import jobs (migration 0005): progress, counts and line errors of product CSV imports. */

/** Imports of a tenant take turns; this holds the turn for the rest of the transaction. */
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

export async function insertJob(db: Db, tenantId: number, userId: number, dryRun: boolean) {
  const row = await db
    .insertInto('import_jobs')
    .values({ tenant_id: tenantId, user_id: userId, dry_run: dryRun })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findJob(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
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
