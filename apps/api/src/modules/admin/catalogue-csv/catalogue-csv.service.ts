import {
  ATTRIBUTE_COLUMN_PREFIX,
  CSV_COLUMNS,
  formatAttributeNumber,
  type ImportJob,
} from '@portal/contract';
import {
  productAttributeValues,
  tenantAttributes,
  type AttributeRecord,
} from '../../../readers/product-attributes.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { iso, isoOrNull } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import { exportProducts } from '../../../readers/product-records.ts';
import * as jobs from './import-jobs.repository.ts';
import { csvPages } from './csv-export.ts';
import { csvLine, productCsvLine } from './csv-format.ts';

/** A job still "running" after this long died with its process (jobs run in memory). */
const STALE_JOB_MINUTES = 15;
const EXPORT_PAGE_SIZE = 2000;

/**
 * The tenant's products as CSV (every product, active or not), in part-number order. Text cells
 * that a spreadsheet would run as formulas are written as text (csv-format.ts).
 */
export async function* exportCsv(db: Db, admin: Member): AsyncGenerator<string> {
  const attributes = await tenantAttributes(db, admin.tenantId);
  const page = async (after: string | null) => {
    const rows = await exportProducts(db, admin.tenantId, after, EXPORT_PAGE_SIZE);
    if (attributes.length === 0) return rows.map((row) => ({ ...row, cells: [] }));
    const values = await productAttributeValues(
      db,
      admin.tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, cells: attributeCells(attributes, values.get(row.id)) }));
  };
  yield* csvPages(
    csvLine([
      ...CSV_COLUMNS,
      ...attributes.map((attribute) => `${ATTRIBUTE_COLUMN_PREFIX}${attribute.name}`),
    ]),
    page,
    (row) =>
      productCsvLine(
        {
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
        },
        row.cells,
      ),
    (row) => row.part_number,
  );
}

/** A product's attribute cells, in the attributes' order, as the import reads them back. */
function attributeCells(
  attributes: readonly AttributeRecord[],
  values: readonly {
    attribute_id: number;
    option_ids?: number[];
    number?: number;
    flag?: boolean;
  }[] = [],
): string[] {
  return attributes.map((attribute) => {
    const value = values.find((v) => v.attribute_id === attribute.id);
    if (!value) return '';
    if (value.option_ids) {
      return attribute.options
        .filter((option) => value.option_ids!.includes(option.id))
        .map((option) => option.value)
        .join('|');
    }
    if (value.number !== undefined) return formatAttributeNumber(value.number, null);
    return value.flag ? 'yes' : 'no';
  });
}

const ALREADY_RUNNING = {
  products: 'admin.csv.importRunning',
  price_list_entries: 'admin.priceLists.importRunning',
} as const;

/** A new import job, unless one of the tenant's (of any kind) is still under way (409). */
export function startImport(
  db: Db,
  admin: Member,
  dryRun: boolean,
  target: jobs.ImportTarget = jobs.PRODUCTS,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await jobs.lockImports(trx, admin.tenantId);
    await jobs.failStaleJobs(trx, admin.tenantId, STALE_JOB_MINUTES);
    if (await jobs.hasRunningJob(trx, admin.tenantId)) {
      throw new AppError(409, ALREADY_RUNNING[target.kind]);
    }
    return jobs.insertJob(trx, admin.tenantId, admin.userId, dryRun, target);
  });
}

export async function importJob(
  db: Db,
  admin: Member,
  jobId: number,
  target: jobs.ImportTarget = jobs.PRODUCTS,
): Promise<ImportJob> {
  const row = await jobs.findJob(db, admin.tenantId, jobId, target);
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
