import { csvProductRow } from '@portal/contract';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../../../db/schema.ts';
import { importedProducts } from '../../../readers/product-records.ts';
import * as repo from './catalogue-csv.repository.ts';
import { PRODUCT_CSV_FORMAT } from './csv-format.ts';
import {
  IMPORT_BATCH_SIZE,
  readImportFile,
  reportWritten,
  runImportJob,
  validateRecords,
  type ImportKind,
  type ImportRun,
  type PreparedImport,
} from './import-job-runner.ts';
import { indexCategories, planImport, type ImportPlan } from './import-plan.ts';

interface PreparedProducts extends PreparedImport {
  plan: ImportPlan;
}

/** Reads, checks and plans the whole file; nothing of the catalogue is written here. */
async function prepare(run: ImportRun, text: string): Promise<PreparedProducts> {
  const { db, tenantId } = run;
  const { records, problems, total } = await readImportFile(run, PRODUCT_CSV_FORMAT, text);
  const rows = validateRecords(records, csvProductRow, problems);
  const existing = await importedProducts(
    db,
    tenantId,
    rows.map((r) => r.row.part_number),
  );
  const categories = indexCategories(await repo.loadCategories(db, tenantId));
  const uoms = await repo.loadUoms(db, tenantId);
  const plan = planImport(
    rows,
    new Map(existing.map((product) => [product.part_number, product])),
    categories,
    new Set(uoms.keys()),
  );
  const { created, updated, unchanged } = plan;
  return {
    total,
    plan,
    problems: [...problems, ...plan.problems],
    counts: { created, updated, unchanged },
  };
}

/**
 * Writes a checked plan inside the caller's transaction, a few statements per batch of
 * IMPORT_BATCH_SIZE products: the units it names first, then products, default units and
 * categories. The CSV import and the integration API's product upsert (issue 13) share it.
 */
export async function writeProductPlan(
  trx: Db,
  tenantId: number,
  plan: ImportPlan,
  afterBatch: (written: number) => Promise<void> = async () => {},
): Promise<void> {
  await repo.insertUoms(trx, tenantId, plan.newUomCodes);
  const uomIds = await repo.loadUoms(trx, tenantId);
  for (let start = 0; start < plan.writes.length; start += IMPORT_BATCH_SIZE) {
    const batch = plan.writes.slice(start, start + IMPORT_BATCH_SIZE);
    const ids = await repo.upsertProducts(trx, tenantId, batch);
    const idOf = (partNumber: string) => ids.get(partNumber)!;
    await repo.setDefaultUnits(
      trx,
      tenantId,
      batch.flatMap((p) =>
        p.uom_code === null
          ? []
          : [{ productId: idOf(p.part_number), uomId: uomIds.get(p.uom_code)! }],
      ),
    );
    await repo.replaceCategories(
      trx,
      tenantId,
      batch.flatMap((p) =>
        p.category_ids === null
          ? []
          : [{ productId: idOf(p.part_number), categoryIds: p.category_ids }],
      ),
    );
    await afterBatch(start + batch.length);
  }
}

/** Writes the plan in one transaction, with one audit row for the whole import. */
async function write(run: ImportRun, { plan, total, counts }: PreparedProducts) {
  const { db, tenantId, jobId } = run;
  await db.transaction().execute(async (trx) => {
    await writeProductPlan(trx, tenantId, plan, (written) =>
      reportWritten(run, plan.unchanged + written),
    );
    const partNumbers = (created: boolean) =>
      plan.writes
        .filter((p) => (p.id === null) === created)
        .slice(0, 100)
        .map((p) => p.part_number);
    // One row per import: the counts, and the first part numbers created and updated.
    await recordAudit(trx, {
      tenantId,
      actorUserId: run.userId,
      action: 'product.import',
      entity: 'product_import',
      entityId: jobId,
      before: null,
      after: {
        job_id: jobId,
        lines: total,
        ...counts,
        new_uom_codes: plan.newUomCodes,
        created_part_numbers: partNumbers(true),
        updated_part_numbers: partNumbers(false),
      },
    });
  });
  return counts;
}

const productImport: ImportKind<PreparedProducts> = {
  name: 'product import',
  prepare,
  write,
};

/** Runs a product import job to its end (import-job-runner.ts); it never throws. */
export function runImport(run: ImportRun, text: string): Promise<void> {
  return runImportJob(run, text, productImport);
}
