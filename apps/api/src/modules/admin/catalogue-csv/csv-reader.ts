import { CsvError, parse } from 'csv-parse';
import {
  CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_CSV_COLUMNS,
  type CsvColumn,
  type MessageKey,
  type MessageParams,
} from '@portal/contract';
import { CSV_TEXT_COLUMNS, unescapeFormula } from './csv-format.ts';

/** A problem on one line of the file; translated into the importer's language at the end. */
export interface LineProblem {
  line: number;
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
}

export interface CsvContent {
  records: CsvRecord[];
  /** Problems of the file itself: header, malformed lines, field counts, size. */
  problems: LineProblem[];
}

function checkHeader(header: string[]): LineProblem[] {
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!(CSV_COLUMNS as readonly string[]).includes(column)) {
      problems.push({ line: 1, field: '_', key: 'admin.csv.unknownColumn', params: { column } });
    } else if (seen.has(column)) {
      problems.push({ line: 1, field: '_', key: 'admin.csv.duplicateColumn', params: { column } });
    }
    seen.add(column);
  }
  for (const column of REQUIRED_CSV_COLUMNS) {
    if (!seen.has(column)) {
      problems.push({ line: 1, field: '_', key: 'admin.csv.missingColumn', params: { column } });
    }
  }
  return problems;
}

/**
 * Reads a product CSV: the header names the columns (any order, see CSV_COLUMNS), then one
 * product per record. A byte-order mark and empty lines are skipped; quoted cells may span lines.
 * A malformed record is reported and skipped; a bad header stops the reading. A text cell loses
 * the apostrophe the export put before a formula (csv-format.ts).
 * `onRecord` is told the count as records arrive, for a progress bar.
 */
export async function readCsv(
  text: string,
  onRecord: (count: number) => void | Promise<void> = () => {},
): Promise<CsvContent> {
  const records: CsvRecord[] = [];
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
        const headerProblems = checkHeader(header);
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
      const cells: CsvRecord['cells'] = {};
      header.forEach((name, i) => {
        const column = name as CsvColumn;
        const cell = record[i] ?? '';
        cells[column] = CSV_TEXT_COLUMNS.has(column) ? unescapeFormula(cell) : cell;
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
