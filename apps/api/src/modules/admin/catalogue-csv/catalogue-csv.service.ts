import { CSV_COLUMNS, type ImportJob } from '@portal/contract';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../plugins/authentication.ts';
import { iso, isoOrNull, type Db } from '../common/admin-common.ts';
import * as repo from './catalogue-csv.repository.ts';
import * as jobs from './import-jobs.repository.ts';
import { csvLine, productCsvLine } from './csv-format.ts';

/** A job still "running" after this long died with its process (jobs run in memory). */
const STALE_JOB_MINUTES = 15;
const EXPORT_PAGE_SIZE = 2000;

/**
 * The tenant's products as CSV (every product, active or not), produced page by page so that
 * neither the server nor the database holds the whole catalogue at once. It starts with a
 * byte-order mark, so spreadsheet programs read accents right; the import skips it. Text cells
 * that a spreadsheet would run as formulas are written as text (csv-format.ts).
 */
export async function* exportCsv(db: Db, admin: Member): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  let after: string | null = null;
  for (;;) {
    const rows = await repo.exportPage(db, admin.tenantId, after, EXPORT_PAGE_SIZE);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        productCsvLine({
          part_number: row.part_number,
          description: row.description,
          selling_price: row.selling_price.toFixed(2),
          available: row.available,
          min_order_qty: row.min_order_qty,
          max_order_qty: row.max_order_qty,
          uom_code: row.uom_code,
          active: row.active ? '1' : '0',
          categories: row.categories,
          additional_info: row.additional_info,
          description_es: row.description_es,
          description_fr: row.description_fr,
          additional_info_es: row.additional_info_es,
          additional_info_fr: row.additional_info_fr,
        }),
      )
      .join('');
    after = rows[rows.length - 1]!.part_number;
  }
}

/** A new import job, unless one of the tenant's is still under way (409). */
export function startImport(db: Db, admin: Member, dryRun: boolean): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await jobs.lockImports(trx, admin.tenantId);
    await jobs.failStaleJobs(trx, admin.tenantId, STALE_JOB_MINUTES);
    if (await jobs.hasRunningJob(trx, admin.tenantId)) {
      throw new AppError(409, 'admin.csv.importRunning');
    }
    return jobs.insertJob(trx, admin.tenantId, admin.userId, dryRun);
  });
}

export async function importJob(db: Db, admin: Member, jobId: number): Promise<ImportJob> {
  const row = await jobs.findJob(db, admin.tenantId, jobId);
  if (!row) throw notFound('admin.csv.jobNotFound');
  return {
    id: row.id,
    status: row.status,
    dry_run: row.dry_run,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    error_count: row.error_count,
    errors: row.errors,
    created_at: iso(row.created_at),
    finished_at: isoOrNull(row.finished_at),
  };
}
