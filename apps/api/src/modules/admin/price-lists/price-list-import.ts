import { csvPriceRow, PRICE_CSV_COLUMNS, type PriceCsvColumn } from '@portal/contract';
import { recordAudit } from '../audit/record-audit.ts';
import type { CsvFormat } from '../catalogue-csv/csv-format.ts';
import type { LineProblem } from '../catalogue-csv/csv-reader.ts';
import {
  readImportFile,
  reportWritten,
  runImportJob,
  validateRecords,
  type ImportKind,
  type ImportRun,
  type PreparedImport,
} from '../catalogue-csv/import-job-runner.ts';
import {
  changesSomething,
  checkLines,
  planLines,
  writePlan,
  type EntryPlan,
  type ResolvedLine,
} from './entries-writer.ts';
import * as lists from './price-lists.repository.ts';
import { lockPriceListOr404 } from './price-lists.service.ts';

/** The entries' CSV: every column required; part number and unit code are text. */
export const PRICE_CSV_FORMAT: CsvFormat<PriceCsvColumn> = {
  columns: PRICE_CSV_COLUMNS,
  required: PRICE_CSV_COLUMNS,
  textColumns: new Set<PriceCsvColumn>(['part_number', 'uom_code']),
};

interface PreparedEntries extends PreparedImport {
  lines: ResolvedLine[];
}

const countsOf = ({ created, updated, unchanged }: EntryPlan) => ({ created, updated, unchanged });

/**
 * An import of a list's entries (issue 11): the product import's job, reading and reporting
 * (import-job-runner.ts) around the entries writer the bulk upsert uses. A line is one tier;
 * an empty unit_price removes it; tiers the file leaves out stay as they are.
 */
function priceListImport(priceListId: number): ImportKind<PreparedEntries> {
  async function prepare(run: ImportRun, text: string): Promise<PreparedEntries> {
    const { records, problems, total } = await readImportFile(run, PRICE_CSV_FORMAT, text);
    const rows = validateRecords(records, csvPriceRow, problems);
    const checked = await checkLines(
      run.db,
      run.tenantId,
      rows.map((r) => r.row),
    );
    const lineProblems: LineProblem[] = checked.problems.map((problem) => ({
      line: rows[problem.index]!.line,
      field: problem.field,
      key: problem.key,
      params: problem.params,
    }));
    const plan = await planLines(run.db, run.tenantId, priceListId, checked.resolved);
    return {
      total,
      problems: [...problems, ...lineProblems],
      lines: checked.resolved,
      counts: countsOf(plan),
    };
  }

  /** Plans again under the list's lock, so that the counts are those of what is written. */
  function write(run: ImportRun, prepared: PreparedEntries) {
    const { tenantId } = run;
    return run.db.transaction().execute(async (trx) => {
      await lockPriceListOr404(trx, tenantId, priceListId);
      const plan = await planLines(trx, tenantId, priceListId, prepared.lines);
      if (!changesSomething(plan)) return countsOf(plan);
      await writePlan(trx, tenantId, priceListId, plan, (written) =>
        reportWritten(run, plan.unchanged + written),
      );
      await lists.touchPriceList(trx, tenantId, priceListId);
      await recordAudit(trx, {
        tenantId,
        actorUserId: run.userId,
        action: 'price_list.import',
        entity: 'price_list',
        entityId: priceListId,
        before: null,
        after: { job_id: run.jobId, lines: prepared.total, ...countsOf(plan) },
      });
      return countsOf(plan);
    });
  }

  return { name: 'price list import', prepare, write };
}

/** Runs an import of a list's entries to its end; it never throws. */
export function runPriceListImport(run: ImportRun, priceListId: number, text: string) {
  return runImportJob(run, text, priceListImport(priceListId));
}
