import { PRICE_CSV_COLUMNS, type ImportJob } from '@portal/contract';
import type { Member } from '../../../core/callers.ts';
import type { Db } from '../../../db/schema.ts';
import { importJob, startImport } from '../catalogue-csv/catalogue-csv.service.ts';
import { csvPages } from '../catalogue-csv/csv-export.ts';
import { csvLine, csvLineOf } from '../catalogue-csv/csv-format.ts';
import type { ImportTarget } from '../catalogue-csv/import-jobs.repository.ts';
import { PRICE_CSV_FORMAT } from './price-list-import.ts';
import * as repo from './price-list-entries.repository.ts';
import { findPriceListOr404 } from './price-lists.service.ts';

const EXPORT_PAGE_SIZE = 5000;

const entriesOf = (priceListId: number): ImportTarget => ({
  kind: 'price_list_entries',
  priceListId,
});

/**
 * A list's entries as CSV, one line per tier in part-number order: what the import reads back.
 * The list must exist (404) before the first byte is sent.
 */
export async function exportEntriesCsv(
  db: Db,
  admin: Member,
  priceListId: number,
): Promise<AsyncGenerator<string>> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  return csvPages(
    csvLine(PRICE_CSV_COLUMNS),
    (after: repo.TierPosition | null) =>
      repo.exportPage(db, admin.tenantId, priceListId, after, EXPORT_PAGE_SIZE),
    (row) =>
      csvLineOf(PRICE_CSV_FORMAT, {
        part_number: row.part_number,
        uom_code: row.uom_code,
        min_qty: row.min_qty,
        unit_price: row.unit_price.toFixed(2),
      }),
    (row) => ({ partNumber: row.part_number, uomCode: row.uom_code, minQty: row.min_qty }),
  );
}

/** A new import job of the list's entries; one import of the tenant at a time (409). */
export async function startEntriesImport(
  db: Db,
  admin: Member,
  priceListId: number,
  dryRun: boolean,
): Promise<number> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  return startImport(db, admin, dryRun, entriesOf(priceListId));
}

/** A job importing this list's entries; another list's or the products' job is not found. */
export function entriesImportJob(
  db: Db,
  admin: Member,
  priceListId: number,
  jobId: number,
): Promise<ImportJob> {
  return importJob(db, admin, jobId, entriesOf(priceListId));
}
