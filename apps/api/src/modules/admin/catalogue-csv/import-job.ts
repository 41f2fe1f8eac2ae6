import { ATTRIBUTE_COLUMN_PREFIX, csvProductRow } from '@portal/contract';
import {
  resolveAttributeCells,
  writeNamedAttributes,
  type ResolvedCells,
} from '../products/attribute-cells.ts';
import { tenantAttributes } from '../../../readers/product-attributes.ts';
import type { CsvRecord, LineProblem } from './csv-reader.ts';
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
  /** The attribute columns' values by part number (decision 040). */
  attributes: ResolvedCells;
}

/** The attribute columns of the lines that have them, resolved against the tenant's attributes. */
async function resolveAttributeColumns(
  db: Db,
  tenantId: number,
  records: readonly CsvRecord[],
  partNumbers: ReadonlyMap<number, string>,
  problems: LineProblem[],
): Promise<ResolvedCells> {
  const resolved: ResolvedCells = new Map();
  const columnsOf = (record: CsvRecord) =>
    Object.entries(record.cells as Record<string, string>).filter(([column]) =>
      column.startsWith(ATTRIBUTE_COLUMN_PREFIX),
    );
  if (!records.some((record) => columnsOf(record).length > 0)) return resolved;
  const attributes = await tenantAttributes(db, tenantId);
  for (const record of records) {
    const partNumber = partNumbers.get(record.line);
    const columns = columnsOf(record);
    if (partNumber === undefined || columns.length === 0) continue;
    const cells = Object.fromEntries(
      columns.map(([column, cell]) => [column.slice(ATTRIBUTE_COLUMN_PREFIX.length), cell]),
    );
    const { values, problems: found } = resolveAttributeCells(cells, attributes);
    for (const problem of found) {
      const name = problem.field.slice('attributes.'.length);
      problems.push({
        line: record.line,
        field: `${ATTRIBUTE_COLUMN_PREFIX}${name}`,
        key: problem.key,
      });
    }
    resolved.set(partNumber, values);
  }
  return resolved;
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
  const attributes = await resolveAttributeColumns(
    db,
    tenantId,
    records,
    new Map(rows.map((r) => [r.line, r.row.part_number])),
    problems,
  );
  const { created, updated, unchanged } = plan;
  return {
    total,
    plan,
    attributes,
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
async function write(run: ImportRun, { plan, total, counts, attributes }: PreparedProducts) {
  const { db, tenantId, jobId } = run;
  await db.transaction().execute(async (trx) => {
    await writeProductPlan(trx, tenantId, plan, (written) =>
      reportWritten(run, plan.unchanged + written),
    );
    const planned = new Set(plan.writes.map((p) => p.part_number));
    for (const partNumber of await writeNamedAttributes(trx, tenantId, attributes)) {
      // A product only its attributes changed is updated, not unchanged.
      if (!planned.has(partNumber)) {
        counts.unchanged -= 1;
        counts.updated += 1;
      }
    }
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
