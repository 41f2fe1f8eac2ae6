import { CsvError, parse } from 'csv-parse';
import {
  MAX_IMPORT_ROWS,
  type CsvColumn,
  type MessageKey,
  type MessageParams,
} from '@portal/contract';
import { PRODUCT_CSV_FORMAT, unescapeFormula, type CsvFormat } from './csv-format.ts';

/** A problem on one line of the file; translated into the importer's language at the end. */
export interface LineProblem {
  line: number;
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

export interface CsvRecord<C extends string = CsvColumn> {
  /** The line the record starts on (the header is line 1). */
  line: number;
  cells: Partial<Record<C, string>>;
}

export interface CsvContent<C extends string = CsvColumn> {
  records: CsvRecord<C>[];
  /** Problems of the file itself: header, malformed lines, field counts, size. */
  problems: LineProblem[];
}

function checkHeader<C extends string>(header: string[], format: CsvFormat<C>): LineProblem[] {
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!(format.columns as readonly string[]).includes(column) && !format.extraColumn?.(column)) {
      problems.push({ line: 1, field: '_', key: 'admin.csv.unknownColumn', params: { column } });
    } else if (seen.has(column)) {
      problems.push({ line: 1, field: '_', key: 'admin.csv.duplicateColumn', params: { column } });
    }
    seen.add(column);
  }
  for (const column of format.required) {
    if (!seen.has(column)) {
      problems.push({ line: 1, field: '_', key: 'admin.csv.missingColumn', params: { column } });
    }
  }
  return problems;
}

/** Reads a product CSV (readCsvOf with the product's columns). */
export function readCsv(
  text: string,
  onRecord?: (count: number) => void | Promise<void>,
): Promise<CsvContent> {
  return readCsvOf(PRODUCT_CSV_FORMAT, text, onRecord);
}

/**
 * Reads a CSV of `format`: the header names the columns (any order), then one item per record.
 * A byte-order mark and empty lines are skipped; quoted cells may span lines. A malformed record
 * is reported and skipped; a bad header stops the reading. A text cell loses the apostrophe the
 * export put before a formula (csv-format.ts).
 * `onRecord` is told the count as records arrive, for a progress bar.
 */
export async function readCsvOf<C extends string>(
  format: CsvFormat<C>,
  text: string,
  onRecord: (count: number) => void | Promise<void> = () => {},
): Promise<CsvContent<C>> {
  const records: CsvRecord<C>[] = [];
  const problems: LineProblem[] = [];
  let malformed: LineProblem | undefined;
  let header: string[] | null = null;
  // A record's info gives the line it ends on; it starts after the previous record's end and
  // the empty lines since.
  let lastLine = 0;
  let emptyLines = 0;
  const parser = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    // A malformed record (a stray quote) is skipped and reading goes on. Only the first is
    // reported: after a broken quote the parser often misreads the lines that follow it.
    skip_records_with_error: true,
    on_skip: (error) => {
      const line = typeof error?.lines === 'number' ? error.lines : lastLine + 1;
      malformed ??= { line, field: '_', key: 'admin.csv.malformed' };
      return undefined;
    },
  });
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; empty_lines: number };
    }>) {
      const line = lastLine + 1 + (info.empty_lines - emptyLines);
      lastLine = info.lines;
      emptyLines = info.empty_lines;
      if (!header) {
        header = record.map((name) => name.trim().toLowerCase());
        const headerProblems = checkHeader(header, format);
        problems.push(...headerProblems);
        if (headerProblems.length > 0) break;
        continue;
      }
      if (record.length !== header.length) {
        const params = { found: record.length, expected: header.length };
        problems.push({ line, field: '_', key: 'admin.csv.fieldCount', params });
        continue;
      }
      if (records.length === MAX_IMPORT_ROWS) {
        problems.push({
          line,
          field: '_',
          key: 'admin.csv.tooManyRows',
          params: { max: MAX_IMPORT_ROWS },
        });
        break;
      }
      const cells: CsvRecord<C>['cells'] = {};
      header.forEach((name, i) => {
        const column = name as C;
        const cell = record[i] ?? '';
        cells[column] =
          format.textColumns.has(column) || format.extraColumn?.(name)
            ? unescapeFormula(cell)
            : cell;
      });
      records.push({ line, cells });
      if (records.length % 1000 === 0) await onRecord(records.length);
    }
  } catch (error) {
    // With skipped records, only an input the parser cannot read at all lands here.
    if (!(error instanceof CsvError)) throw error;
    malformed ??= { line: lastLine + 1, field: '_', key: 'admin.csv.malformed' };
  }
  if (malformed) problems.push(malformed);
  if (!header || (records.length === 0 && problems.length === 0)) {
    problems.push({ line: 1, field: '_', key: 'admin.csv.empty' });
  }
  return { records, problems };
}
