import { parseSheet, type ParseResult } from './parse-lines.ts';

/** The largest file read: 1,000 lines of a spreadsheet take far less. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FileKind = 'csv' | 'xlsx';

export type FileRead =
  | { ok: true; result: ParseResult }
  | { ok: false; reason: 'unsupported' | 'tooLarge' | 'unreadable' };

/** What the file is, by its name (a browser's type for CSV varies: text/csv, Excel's own). */
export function fileKind(file: Pick<File, 'name'>): FileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/**
 * A CSV's rows by papaparse (its delimiter guessed: comma, semicolon, tab), loaded on first use
 * so that no screen but this one carries it.
 */
async function csvRows(file: Blob): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  // The delimiter is guessed without the blank lines (they would make it guess wrong), the rows
  // then read with them, so that row numbers are the file's.
  const { delimiter } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: 100 }).meta;
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
}

/**
 * The first sheet's rows by read-excel-file, loaded on first use. Its universal build: the
 * browser build starts web workers from blob: URLs, which our Content-Security-Policy forbids.
 */
async function xlsxRows(file: Blob): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/universal');
  return readSheet(file);
}

/** Reads an uploaded CSV or XLSX file into order lines, or says why it cannot. */
export async function readLinesFile(file: File): Promise<FileRead> {
  const kind = fileKind(file);
  if (kind === null) return { ok: false, reason: 'unsupported' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, reason: 'tooLarge' };
  try {
    const rows = kind === 'csv' ? await csvRows(file) : await xlsxRows(file);
    return { ok: true, result: parseSheet(rows) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
