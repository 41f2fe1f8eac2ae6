import type { CheckedLine, LineProblem, QuickOrderCheckRequest } from '@portal/contract';
import { productLinePrice } from '@portal/contract/rules/contract-price';
import { MAX_QUICK_ORDER_LINES } from '@portal/contract/quick-order';
import { parseQuantity, type ParsedLine } from './parse-lines.ts';

/**
 * The quick order's rows on screen (issue 12), as pure functions over an immutable list: typed,
 * pasted or uploaded lines, each with the server's answer for it as it stands now.
 */
export interface Row {
  id: number;
  part: string;
  /** As typed: checked when the lines are. */
  quantity: string;
  uom: string | null;
  /** The server's answer for the row as it is; null until checked, and again once edited. */
  checked: CheckedLine | null;
  /**
   * The line or lines as the buyer pasted them ('XYZ-1 12'), or the file's rows ('Row 4'), that
   * this row was read from: a problem names the line the buyer knows, not only its place in the
   * list (issue 27 point 6). Null for a typed row, and once the part number is edited.
   */
  source: string | null;
}

let nextId = 1;
export const newRow = (fields: Partial<Omit<Row, 'id'>> = {}): Row => ({
  id: nextId++,
  part: '',
  quantity: '',
  uom: null,
  checked: null,
  source: null,
  ...fields,
});

export const isBlank = (row: Row) => row.part.trim() === '' && row.quantity.trim() === '';
const partKey = (part: string) => part.trim().toUpperCase();

/** Rows with something in them: what is checked, counted and limited. */
export const filledRows = (rows: readonly Row[]) => rows.filter((row) => !isBlank(row));

/**
 * Read lines (a paste or a file) put on screen: a part number already there gets the quantity
 * added (and must be checked again), the others become new rows, in the order read, while fewer
 * than MAX_QUICK_ORDER_LINES rows are filled; the lines that do not fit come back as `rejected`.
 * Blank rows give way to the lines read.
 */
export function addParsed(
  rows: readonly Row[],
  parsed: readonly ParsedLine[],
  /** How the buyer wrote a source line, by its number: a row's `source`. */
  textOf: (line: number) => string = () => '',
): { rows: Row[]; added: number; rejected: ParsedLine[] } {
  const sourceOf = (line: ParsedLine, before: string | null = null) => {
    const texts = [before, ...line.lines.map(textOf)].filter(
      (text) => text !== null && text !== '',
    );
    return texts.length > 0 ? texts.join(' · ') : null;
  };
  const next = filledRows(rows);
  const byPart = new Map(next.map((row, index) => [partKey(row.part), index]));
  const rejected: ParsedLine[] = [];
  let added = 0;
  for (const line of parsed) {
    const at = byPart.get(partKey(line.part_number));
    if (at !== undefined) {
      const row = next[at]!;
      const current = parseQuantity(row.quantity);
      next[at] = {
        ...row,
        quantity: String((current.ok ? current.value : 0) + line.quantity),
        uom: row.uom ?? line.uom_code,
        checked: null,
        source: sourceOf(line, row.source),
      };
      added += 1;
    } else if (next.length < MAX_QUICK_ORDER_LINES) {
      byPart.set(partKey(line.part_number), next.length);
      next.push(
        newRow({
          part: line.part_number,
          quantity: String(line.quantity),
          uom: line.uom_code,
          source: sourceOf(line),
        }),
      );
      added += 1;
    } else {
      rejected.push(line);
    }
  }
  return { rows: next.length > 0 ? next : [newRow()], added, rejected };
}

/**
 * The check request for the filled rows, and which row each line is. A quantity that is not a
 * whole number goes as NaN, so that the contract's schema refuses it with its own message.
 */
export function checkRequest(rows: readonly Row[]): {
  body: QuickOrderCheckRequest;
  rowIds: number[];
} {
  const filled = filledRows(rows);
  return {
    rowIds: filled.map((row) => row.id),
    body: {
      lines: filled.map((row) => {
        const quantity = parseQuantity(row.quantity);
        return {
          part_number: row.part,
          quantity: quantity.ok ? quantity.value : Number.NaN,
          ...(row.uom ? { uom_code: row.uom } : {}),
        };
      }),
    },
  };
}

/**
 * The server's answer put on its rows. A row edited while the check was on its way keeps no
 * answer: it was checked as it was, not as it is.
 */
export function applyCheck(
  rows: readonly Row[],
  sent: { body: QuickOrderCheckRequest; rowIds: readonly number[] },
  answer: readonly CheckedLine[],
): Row[] {
  const byId = new Map(sent.rowIds.map((id, index) => [id, index]));
  return rows.map((row) => {
    const index = byId.get(row.id);
    if (index === undefined) return row;
    const asked = sent.body.lines[index];
    const line = answer[index];
    if (!asked || !line || asked.part_number !== row.part) return row;
    const quantity = parseQuantity(row.quantity);
    if (!quantity.ok || quantity.value !== asked.quantity) return row;
    return { ...row, checked: line };
  });
}

/** A row once its quantity is the server's fix: the fixed problem is gone, stock seen again. */
export function applyFix(row: Row, problem: LineProblem): Row {
  if (!problem.fix || !row.checked) return row;
  const quantity = problem.fix.quantity;
  const { product } = row.checked;
  return {
    ...row,
    quantity: String(quantity),
    checked: {
      ...row.checked,
      quantity,
      problems: row.checked.problems.filter((other) => other !== problem && other.fix === null),
      out_of_stock: product ? product.available < quantity : row.checked.out_of_stock,
    },
  };
}

/** Every fix the answer offers, applied. */
export function applyAllFixes(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const problem = row.checked?.problems.find((candidate) => candidate.fix !== null);
    return problem ? applyFix(row, problem) : row;
  });
}

export type ReadyRow = Row & {
  checked: CheckedLine & { product: NonNullable<CheckedLine['product']> };
};

/** A row the server found without a problem: it can go to the cart as it is. */
export const isReady = (row: Row): row is ReadyRow =>
  row.checked !== null && row.checked.product !== null && row.checked.problems.length === 0;

export const fixableCount = (rows: readonly Row[]) =>
  rows.filter((row) => row.checked?.problems.some((problem) => problem.fix !== null)).length;

/** The buyer's price of the ready rows, in cents, priced as the server prices an order line. */
export function readyTotalCents(rows: readonly Row[]): number {
  return rows
    .filter(isReady)
    .reduce(
      (cents, row) =>
        cents +
        productLinePrice(row.checked.product, row.checked.quantity).unitPriceCents *
          row.checked.quantity,
      0,
    );
}

/** The rows left on screen once the ready ones went to the cart (a blank one if none). */
export function withoutReady(rows: readonly Row[]): Row[] {
  const left = rows.filter((row) => !isReady(row) && !isBlank(row));
  return left.length > 0 ? left : [newRow()];
}

/** Whether a fix raises, rounds or lowers the quantity, for its button's words. */
export function fixKind(problem: LineProblem, quantity: number): 'raise' | 'round' | 'lower' {
  if (problem.key === 'orders.quantityStep') return 'round';
  return (problem.fix?.quantity ?? quantity) > quantity ? 'raise' : 'lower';
}
