import {
  csvProductRow,
  isMessageKey,
  MAX_REPORTED_ERRORS,
  translate,
  type ImportLineError,
  type Language,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../common/admin-common.ts';
import * as repo from './catalogue-csv.repository.ts';
import * as jobs from './import-jobs.repository.ts';
import { readCsv, type CsvRecord, type LineProblem } from './csv-reader.ts';
import { indexCategories, planImport, type ImportPlan, type ValidRow } from './import-plan.ts';

export interface ImportRun {
  db: Db;
  log: FastifyBaseLogger;
  tenantId: number;
  userId: number;
  jobId: number;
  dryRun: boolean;
  /** The importer's language: line errors are stored translated. */
  language: Language;
  /**
   * Whether progress can be written while the import's transaction is open. PostgreSQL has other
   * connections for it; PGlite has one, held by the transaction, so there the bar jumps from
   * "validated" to "done" and every other request waits until the write ends.
   */
  progressWhileWriting: boolean;
}

/** Rows per statement: large enough to keep statements few, small enough to keep them short. */
export const IMPORT_BATCH_SIZE = 5000;
const PROGRESS_EVERY = 10_000;

function validate(records: readonly CsvRecord[], problems: LineProblem[]): ValidRow[] {
  const rows: ValidRow[] = [];
  for (const { line, cells } of records) {
    const result = csvProductRow.safeParse(cells);
    if (result.success) {
      rows.push({ line, row: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const key = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
      problems.push({ line, field: String(issue.path[0] ?? '_'), key });
    }
  }
  return rows;
}

function lineErrors(problems: readonly LineProblem[], language: Language): ImportLineError[] {
  return [...problems]
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_REPORTED_ERRORS)
    .map((p) => ({ line: p.line, field: p.field, message: translate(language, p.key, p.params) }));
}

/** Reads, checks and plans the whole file; nothing of the catalogue is written here. */
async function prepare(run: ImportRun, text: string) {
  const { db, tenantId, jobId } = run;
  await jobs.updateJob(db, tenantId, jobId, { status: 'validating' });
  const { records, problems } = await readCsv(text, async (count) => {
    if (count % PROGRESS_EVERY === 0)
      await jobs.updateJob(db, tenantId, jobId, { processed: count });
  });
  const total = records.length;
  await jobs.updateJob(db, tenantId, jobId, { total, processed: total });
  const rows = validate(records, problems);
  const existing = await repo.loadExisting(
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
  return { total, plan, problems: [...problems, ...plan.problems] };
}

/** Writes the plan in one transaction, a few statements per batch of IMPORT_BATCH_SIZE rows. */
async function write(run: ImportRun, plan: ImportPlan, total: number) {
  const { db, tenantId, jobId } = run;
  await jobs.updateJob(db, tenantId, jobId, { status: 'writing', processed: plan.unchanged });
  await db.transaction().execute(async (trx) => {
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
      if (run.progressWhileWriting) {
        const processed = plan.unchanged + start + batch.length;
        await jobs.updateJob(db, tenantId, jobId, { processed });
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
        created: plan.created,
        updated: plan.updated,
        unchanged: plan.unchanged,
        new_uom_codes: plan.newUomCodes,
        created_part_numbers: partNumbers(true),
        updated_part_numbers: partNumbers(false),
      },
    });
  });
}

/**
 * Runs an import job to its end: validating, then (unless it is a dry run or a line is wrong)
 * writing. The job row says where it is; it never throws.
 */
export async function runImport(run: ImportRun, text: string): Promise<void> {
  const { db, tenantId, jobId } = run;
  try {
    const { total, plan, problems } = await prepare(run, text);
    if (problems.length > 0) {
      await jobs.updateJob(db, tenantId, jobId, {
        status: 'failed',
        processed: total,
        error_count: problems.length,
        errors: lineErrors(problems, run.language),
        finished: true,
      });
      return;
    }
    if (!run.dryRun) await write(run, plan, total);
    const { created, updated, unchanged } = plan;
    await jobs.updateJob(db, tenantId, jobId, {
      status: 'done',
      processed: total,
      created,
      updated,
      unchanged,
      finished: true,
    });
  } catch (error) {
    run.log.error({ err: error, jobId, tenantId }, 'product import failed');
    const message = translate(run.language, 'admin.csv.failed');
    await jobs
      .updateJob(db, tenantId, jobId, {
        status: 'failed',
        error_count: 1,
        errors: [{ line: 0, field: '_', message }],
        finished: true,
      })
      .catch((updateError: unknown) => run.log.error({ err: updateError }, 'import job lost'));
  }
}
