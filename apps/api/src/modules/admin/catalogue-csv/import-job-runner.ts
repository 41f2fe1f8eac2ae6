import {
  isMessageKey,
  MAX_REPORTED_ERRORS,
  translate,
  type ImportLineError,
  type Language,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/schema.ts';
import * as jobs from './import-jobs.repository.ts';
import type { CsvFormat } from './csv-format.ts';
import { readCsvOf, type CsvRecord, type LineProblem } from './csv-reader.ts';

/**
 * What every CSV import job shares (decision 006), whatever it imports: the job row's statuses
 * and progress, the reading and line-by-line validation of the file, the rule that nothing is
 * written when a line is wrong or the run is dry, and the report of line errors. A kind of import
 * (products, a price list's entries) says how its lines are checked, counted and written.
 */
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

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** A file read, checked and counted: what a dry run reports, and what a real run then writes. */
export interface PreparedImport {
  /** Data lines of the file. */
  total: number;
  problems: LineProblem[];
  counts: ImportCounts;
}

export interface ImportKind<P extends PreparedImport> {
  /** What the log calls an import of this kind that broke. */
  name: string;
  /** Reads, checks and counts the whole file; writes nothing but the job's progress. */
  prepare(run: ImportRun, text: string): Promise<P>;
  /** Writes a file without problems, in one transaction; answers what it changed. */
  write(run: ImportRun, prepared: P): Promise<ImportCounts>;
}

/** Reads the file, the job's bar moving as records arrive. */
export async function readImportFile<C extends string>(
  run: ImportRun,
  format: CsvFormat<C>,
  text: string,
) {
  const { db, tenantId, jobId } = run;
  await jobs.updateJob(db, tenantId, jobId, { status: 'validating' });
  const { records, problems } = await readCsvOf(format, text, async (count) => {
    if (count % PROGRESS_EVERY === 0) {
      await jobs.updateJob(db, tenantId, jobId, { processed: count });
    }
  });
  const total = records.length;
  await jobs.updateJob(db, tenantId, jobId, { total, processed: total });
  return { records, problems, total };
}

/** Each record through the kind's row schema: the valid rows, and a problem per bad cell. */
export function validateRecords<C extends string, Row>(
  records: readonly CsvRecord<C>[],
  schema: z.ZodType<Row>,
  problems: LineProblem[],
): { line: number; row: Row }[] {
  const rows: { line: number; row: Row }[] = [];
  for (const { line, cells } of records) {
    const result = schema.safeParse(cells);
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

/** Tells the job how many lines are written, when another connection can (see ImportRun). */
export async function reportWritten(run: ImportRun, processed: number): Promise<void> {
  if (run.progressWhileWriting) {
    await jobs.updateJob(run.db, run.tenantId, run.jobId, { processed });
  }
}

function lineErrors(problems: readonly LineProblem[], language: Language): ImportLineError[] {
  return [...problems]
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_REPORTED_ERRORS)
    .map((p) => ({ line: p.line, field: p.field, message: translate(language, p.key, p.params) }));
}

/**
 * Runs an import job to its end: validating, then (unless it is a dry run or a line is wrong)
 * writing. The job row says where it is; it never throws.
 */
export async function runImportJob<P extends PreparedImport>(
  run: ImportRun,
  text: string,
  kind: ImportKind<P>,
): Promise<void> {
  const { db, tenantId, jobId } = run;
  try {
    const prepared = await kind.prepare(run, text);
    const { total, problems } = prepared;
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
    if (!run.dryRun) {
      await jobs.updateJob(db, tenantId, jobId, {
        status: 'writing',
        processed: prepared.counts.unchanged,
      });
    }
    const counts = run.dryRun ? prepared.counts : await kind.write(run, prepared);
    await jobs.updateJob(db, tenantId, jobId, {
      status: 'done',
      processed: total,
      ...counts,
      finished: true,
    });
  } catch (error) {
    run.log.error({ err: error, jobId, tenantId }, `${kind.name} failed`);
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
