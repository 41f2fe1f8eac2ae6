import {
  ATTRIBUTE_COLUMN_PREFIX,
  CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  type CsvColumn,
} from '@portal/contract';

/**
 * One CSV line (RFC 4180): a cell is quoted when it holds a comma, a quote, a line break or
 * leading or trailing spaces (which a reader would otherwise be free to trim), quotes doubled.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The product CSV's text columns. Only they are guarded against formulas: the other columns hold
 * numbers and flags the export writes from the database as numbers (a quantity of -5 stays -5).
 */
export const CSV_TEXT_COLUMNS: ReadonlySet<CsvColumn> = new Set<CsvColumn>([
  'part_number',
  'description',
  'uom_code',
  'categories',
  'additional_info',
  'description_es',
  'description_fr',
  'additional_info_es',
  'additional_info_fr',
]);

/*
 * Formula injection (OWASP, "CSV Injection"): a spreadsheet opening the export would run a cell
 * that starts with = + - @, a tab or a carriage return. The rule, both ways:
 * - export: a text cell that starts with one of those, after any number of apostrophes (even
 *   none), is written with one more apostrophe in front, which makes a spreadsheet show it as
 *   text: =SUM(A1) is written '=SUM(A1), and a real '=x is written ''=x;
 * - import: a text cell that starts with one or more apostrophes and then one of those loses
 *   exactly one apostrophe: '=SUM(A1) reads =SUM(A1), ''=x reads '=x.
 * Any other cell is written and read as it is ('hello stays 'hello), so every value reads back
 * unchanged.
 */
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
const FORMULA_OR_ESCAPED = /^'*[=+\-@\t\r]/;

export const escapeFormula = (text: string): string =>
  FORMULA_OR_ESCAPED.test(text) ? `'${text}` : text;

export const unescapeFormula = (cell: string): string =>
  ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;

/** What a kind of CSV is made of: its columns, those a file must have, and its text columns. */
export interface CsvFormat<C extends string> {
  /** In the order the export writes them. */
  columns: readonly C[];
  required: readonly C[];
  /** Cells guarded against formulas both ways (see above). */
  textColumns: ReadonlySet<C>;
  /** Columns beyond `columns` the format takes (named by the tenant's data), read as text. */
  extraColumn?: (column: string) => boolean;
}

export const PRODUCT_CSV_FORMAT: CsvFormat<CsvColumn> = {
  columns: CSV_COLUMNS,
  required: REQUIRED_CSV_COLUMNS,
  textColumns: CSV_TEXT_COLUMNS,
  extraColumn: (column) =>
    column.startsWith(ATTRIBUTE_COLUMN_PREFIX) && column.length > ATTRIBUTE_COLUMN_PREFIX.length,
};

/** One item's line, its cells in the format's order and its text cells escaped. */
export function csvLineOf<C extends string>(
  format: CsvFormat<C>,
  item: Record<C, string | number | null>,
): string {
  return csvLine(
    format.columns.map((column) => {
      const value = item[column];
      return typeof value === 'string' && format.textColumns.has(column)
        ? escapeFormula(value)
        : value;
    }),
  );
}

/** One product's line, its cells in CSV_COLUMNS order, then its attribute cells, text escaped. */
export const productCsvLine = (
  product: Record<CsvColumn, string | number | null>,
  attributeCells: readonly string[] = [],
): string =>
  attributeCells.length === 0
    ? csvLineOf(PRODUCT_CSV_FORMAT, product)
    : csvLine([
        ...PRODUCT_CSV_FORMAT.columns.map((column) => {
          const value = product[column];
          return typeof value === 'string' && CSV_TEXT_COLUMNS.has(column)
            ? escapeFormula(value)
            : value;
        }),
        ...attributeCells.map(escapeFormula),
      ]);
