import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { MAX_QUICK_ORDER_LINES, PART_NUMBER_MAX } from '@portal/contract/quick-order';

/**
 * The quick order's line reader (issue 12): what a buyer pastes (lines copied from a spreadsheet
 * or an e-mail) or uploads (the rows of a CSV or XLSX file, split by a parser library) becomes
 * part numbers with quantities, duplicates merged, and every line it cannot read named with its
 * number and the reason. Pure: no network, no library; the server checks the part numbers.
 */

/** The longest unit code the check takes (its uom_code); a longer cell is not a unit code. */
const MAX_UNIT_CODE_LENGTH = 20;

/** One line of the source, split into its cells. */
export interface SourceRow {
  /** 1-based: the line of the pasted text, or the row of the file. */
  line: number;
  cells: string[];
  /** Split on tabs, semicolons or commas (columns can be named by a header), not on spaces. */
  delimited: boolean;
  /** The line as the buyer wrote it (spacing collapsed), for the messages. */
  text: string;
}

export interface ParsedLine {
  part_number: string;
  quantity: number;
  uom_code: string | null;
  /** The source lines merged into this one, in order. */
  lines: number[];
}

export type ParseIssue = { line: number; text: string } & (
  | { reason: 'noPartNumber' }
  | { reason: 'badPartNumber' }
  | { reason: 'partTooLong'; max: number }
  | { reason: 'noQuantity'; part: string }
  | { reason: 'badQuantity'; part: string; quantity: string }
  | { reason: 'quantityTooLarge'; part: string; max: number }
  | { reason: 'tooManyLines'; max: number }
);

export interface ParseResult {
  lines: ParsedLine[];
  issues: ParseIssue[];
  /** The line read as column titles, if any. */
  headerLine: number | null;
}

// ---------------------------------------------------------------------------------------------
// Splitting text into rows of cells

/** Splits one line on a delimiter, honouring CSV quotes ("a ""b""", c) ; cells trimmed. */
export function splitDelimited(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(wasQuoted ? cell : cell.trim());
      cell = '';
      wasQuoted = false;
    } else if (!(wasQuoted && /\s/.test(char))) {
      cell += char;
    }
  }
  cells.push(wasQuoted ? cell : cell.trim());
  return cells.map((text) => text.trim());
}

/** Words an e-mail puts between a part number and its quantity ("AC-1 x 12", "AC-1: qty 12"). */
const FILLERS = /^(?:[x×*:=@–—-]|qty:?|qté:?|cant\.?:?|quantity:?|cantidad:?|quantité:?)$/i;
/** A list's bullet or number at the start of an e-mail line: "- ", "• ", "3. ", "3) ". */
const BULLET = /^(?:[-*•·▪◦]|\d{1,4}[.)])\s+/;
/** "x12", "12x", "12pcs": a quantity with its marker or unit word attached. */
const ATTACHED_QUANTITY =
  /^[x×]?([\d.,'\u00a0\u202f]+?)(?:[x×]|pcs?\.?|ea\.?|units?|uds?\.?|pzas?\.?|pi[eè]ces?)?[.,;]?$/i;

/**
 * A line of free text (an e-mail): part number first, then the quantity, whatever filler sits
 * between; or "12 x PART" with an explicit x. Words after the quantity are left out.
 */
function splitFreeText(line: string): string[] {
  const words = line.replace(BULLET, '').split(/\s+/).filter(Boolean);
  const quantityOf = (word: string) => ATTACHED_QUANTITY.exec(word)?.[1];
  // "12 x AC-1", "12x AC-1": the quantity first, marked as such.
  const first = words[0] ?? '';
  if (/^\d+[x×]$/i.test(first) && words.length > 1) return [words[1]!, first.slice(0, -1)];
  if (/^\d+$/.test(first) && /^[x×]$/i.test(words[1] ?? '') && words.length > 2) {
    return [words[2]!, first];
  }
  const part = first.replace(/[:,;]+$/, '');
  const next = words.slice(1).find((word) => !FILLERS.test(word));
  // Words without a digit are no quantity at all ("Please send the following:").
  if (next === undefined || !/\d/.test(next)) return [part];
  const quantity = quantityOf(next);
  return [part, quantity !== undefined && parseQuantity(quantity).ok ? quantity : next];
}

/**
 * The rows of a pasted text: tabs (a spreadsheet's copy) first, then semicolons, then commas
 * (CSV), else spaces (an e-mail). CRLF, CR and a byte-order mark are taken as they come; blank
 * lines are left out but keep their numbers.
 */
export function splitText(text: string): SourceRow[] {
  const rows: SourceRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    if (raw.trim() !== '') rows.push(splitLine(raw, index + 1));
  });
  return rows;
}

/** One line of text, split on its own delimiter. */
function splitLine(raw: string, number: number): SourceRow {
  const line = raw.replace(/\u00a0/g, ' ');
  const text = line.trim().replace(/\s+/g, ' ');
  for (const delimiter of ['\t', ';', ',']) {
    if (!line.includes(delimiter)) continue;
    const cells = splitDelimited(line, delimiter);
    if (cells.length > 1) return { line: number, cells, delimited: true, text };
  }
  return { line: number, cells: splitFreeText(line.trim()), delimited: false, text };
}

/** The cells of a file's rows (CSV or XLSX), as text; numbers as the sheet holds them. */
export function sheetRows(rows: readonly (readonly unknown[])[]): SourceRow[] {
  const result: SourceRow[] = [];
  rows.forEach((row, index) => {
    const cells = row.map(cellText);
    const filled = cells.filter((cell) => cell !== '');
    if (filled.length === 0) return;
    // A file of one column holds whole lines ("AC-1 12", a text file saved from an e-mail).
    if (filled.length === 1 && typeof row.find((cell) => cellText(cell) !== '') === 'string') {
      result.push(splitLine(filled[0]!, index + 1));
      return;
    }
    result.push({
      line: index + 1,
      cells,
      delimited: true,
      text: cells.filter(Boolean).join(', '),
    });
  });
  return result;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return '';
  return '';
}

// ---------------------------------------------------------------------------------------------
// Quantities

export type QuantityRead =
  | { ok: true; value: number }
  | { ok: false; reason: 'badQuantity' | 'quantityTooLarge' };

/**
 * A whole quantity as people write it: "12", "12.00" or "12,0" (a spreadsheet's number),
 * "1,000", "1.000", "1 000" or "1'000" (thousands grouped by three). Anything else, a fraction,
 * zero or less, is a bad quantity; more than an order line may hold is too large.
 */
export function parseQuantity(text: string): QuantityRead {
  const trimmed = text.trim().replace(/^\+/, '');
  let digits: string | null = null;
  if (/^\d+$/.test(trimmed)) digits = trimmed;
  else if (/^\d+[.,]0{1,2}$/.test(trimmed)) digits = trimmed.replace(/[.,]0+$/, '');
  else if (/^\d{1,3}(?:([,. \u00a0\u202f'])\d{3})(?:\1\d{3})*$/.test(trimmed)) {
    digits = trimmed.replace(/\D/g, '');
  }
  if (digits === null) return { ok: false, reason: 'badQuantity' };
  const value = Number(digits);
  if (value < 1) return { ok: false, reason: 'badQuantity' };
  if (value > MAX_LINE_QUANTITY) return { ok: false, reason: 'quantityTooLarge' };
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------
// Column titles

const QUANTITY_TITLE =
  /qty|quant|qt[eé]|cantidad|\bcant\b|menge|amount|\bcount\b|\bunits? ordered/i;
const UNIT_TITLE =
  /^(?:uom|u\/?m|units?|unit of measure|unidad(?: de medida)?|unit[eé]s?(?: de mesure)?)$/i;
const PART_TITLE =
  /part|sku|item|article|art[ií]culo|c[oó]digo|code|\bref\b|r[eé]f[eé]rence|referencia|pi[eè]ce|n[uú]m[eé]ro|\bno\b|\bn[°º]|product|produit|producto|material/i;
const OTHER_TITLE = /descri|d[eé]signation|name|nombre|nom\b|price|precio|prix|total|comment/i;

interface Columns {
  part: number;
  quantity: number | null;
  unit: number | null;
}

const DEFAULT_COLUMNS: Columns = { part: 0, quantity: null, unit: null };

/** Column titles, not a line to order: one cell names a column and none holds a digit. */
function isHeader(row: SourceRow): boolean {
  const titled = row.cells.some(
    (cell) =>
      QUANTITY_TITLE.test(cell) ||
      UNIT_TITLE.test(cell) ||
      PART_TITLE.test(cell) ||
      OTHER_TITLE.test(cell),
  );
  return titled && row.cells.every((cell) => !/\d/.test(cell));
}

/** Where the titles put the part number, the quantity and the unit. */
function columnsOf(row: SourceRow): Columns {
  if (!row.delimited) return DEFAULT_COLUMNS;
  const find = (test: (cell: string, index: number) => boolean) => {
    const index = row.cells.findIndex(test);
    return index >= 0 ? index : null;
  };
  const quantity = find((cell) => QUANTITY_TITLE.test(cell));
  const unit = find((cell) => UNIT_TITLE.test(cell));
  const part = find(
    (cell, index) =>
      PART_TITLE.test(cell) && !OTHER_TITLE.test(cell) && index !== quantity && index !== unit,
  );
  // One title naming both ("Item qty") names no quantity column: the quantity is looked for.
  return { part: part ?? 0, quantity: quantity === (part ?? 0) ? null : quantity, unit };
}

// ---------------------------------------------------------------------------------------------
// Reading rows into lines

/** The longest text of a line a message quotes. */
const SHOWN_LENGTH = 120;
const shown = (row: SourceRow) => row.text.slice(0, SHOWN_LENGTH);

/** The quantity cell of a row without a quantity column: the first cell after the part that reads as one. */
function quantityCell(row: SourceRow, columns: Columns): string | undefined {
  if (row.delimited && columns.quantity !== null) return row.cells[columns.quantity];
  const after = row.cells.slice(columns.part + 1).filter((cell) => cell !== '');
  return after.find((cell) => parseQuantity(cell).ok) ?? after[0];
}

/**
 * Rows to order lines: a first row of column titles is skipped (and says where the columns
 * are), at most MAX_QUICK_ORDER_LINES rows are read, lines of the same part number (whatever its
 * case) are merged by adding their quantities, and every row that cannot be read is an issue.
 */
export function readRows(rows: readonly SourceRow[]): ParseResult {
  const issues: ParseIssue[] = [];
  let body = rows;
  let columns = DEFAULT_COLUMNS;
  let headerLine: number | null = null;
  if (rows[0] && isHeader(rows[0])) {
    headerLine = rows[0].line;
    columns = columnsOf(rows[0]);
    body = rows.slice(1);
  }
  if (body.length > MAX_QUICK_ORDER_LINES) {
    const first = body[MAX_QUICK_ORDER_LINES]!;
    issues.push({
      line: first.line,
      text: shown(first),
      reason: 'tooManyLines',
      max: MAX_QUICK_ORDER_LINES,
    });
    body = body.slice(0, MAX_QUICK_ORDER_LINES);
  }

  const merged = new Map<string, ParsedLine>();
  for (const row of body) {
    const text = shown(row);
    const rowColumns = row.delimited ? columns : DEFAULT_COLUMNS;
    const part = (row.cells[rowColumns.part] ?? '').trim();
    if (part === '') {
      issues.push({ line: row.line, text, reason: 'noPartNumber' });
      continue;
    }
    // oxlint-disable-next-line no-control-regex -- control characters are what it refuses
    if (/[\u0000-\u001f\u007f]/.test(part)) {
      issues.push({ line: row.line, text, reason: 'badPartNumber' });
      continue;
    }
    if (part.length > PART_NUMBER_MAX) {
      issues.push({ line: row.line, text, reason: 'partTooLong', max: PART_NUMBER_MAX });
      continue;
    }
    const cell = quantityCell(row, rowColumns);
    if (cell === undefined || cell.trim() === '') {
      issues.push({ line: row.line, text, reason: 'noQuantity', part });
      continue;
    }
    const quantity = parseQuantity(cell);
    if (!quantity.ok) {
      issues.push(
        quantity.reason === 'quantityTooLarge'
          ? { line: row.line, text, reason: 'quantityTooLarge', part, max: MAX_LINE_QUANTITY }
          : { line: row.line, text, reason: 'badQuantity', part, quantity: cell.trim() },
      );
      continue;
    }
    const unitCell = rowColumns.unit === null ? '' : (row.cells[rowColumns.unit] ?? '').trim();
    const unit = unitCell !== '' && unitCell.length <= MAX_UNIT_CODE_LENGTH ? unitCell : null;

    const key = part.toUpperCase();
    const known = merged.get(key);
    if (!known) {
      merged.set(key, {
        part_number: part,
        quantity: quantity.value,
        uom_code: unit,
        lines: [row.line],
      });
    } else if (known.quantity + quantity.value > MAX_LINE_QUANTITY) {
      issues.push({
        line: row.line,
        text,
        reason: 'quantityTooLarge',
        part,
        max: MAX_LINE_QUANTITY,
      });
    } else {
      known.quantity += quantity.value;
      known.uom_code ??= unit;
      known.lines.push(row.line);
    }
  }
  issues.sort((a, b) => a.line - b.line);
  return { lines: [...merged.values()], issues, headerLine };
}

/** A pasted text to order lines. */
export const parseText = (text: string): ParseResult => readRows(splitText(text));

/** A file's rows (from the CSV or XLSX parser) to order lines. */
export const parseSheet = (rows: readonly (readonly unknown[])[]): ParseResult =>
  readRows(sheetRows(rows));

/**
 * What stays in the paste box once its lines are read: the lines that could not be read (and
 * those past the limit), so the buyer fixes them there; `issues` renumbered to match.
 */
export function unreadText<I extends { line: number; reason: string }>(
  text: string,
  issues: readonly I[],
): { text: string; issues: I[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const cut = issues.find((issue) => issue.reason === 'tooManyLines')?.line ?? Infinity;
  const kept = new Set(
    issues.filter((issue) => issue.reason !== 'tooManyLines').map((issue) => issue.line),
  );
  const keptLines: string[] = [];
  const renumbered = new Map<number, number>();
  lines.forEach((line, index) => {
    const number = index + 1;
    if (kept.has(number) || (number >= cut && line.trim() !== '')) {
      keptLines.push(line);
      renumbered.set(number, keptLines.length);
    }
  });
  return {
    text: keptLines.join('\n'),
    issues: issues.map((issue) => ({ ...issue, line: renumbered.get(issue.line) ?? issue.line })),
  };
}
