import { MAX_QUICK_ORDER_LINES } from '@portal/contract/quick-order';
import type { CheckedLine, LineProblem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/buyer-fixtures.ts';
import type { ParsedLine } from './parse-lines.ts';
import {
  addParsed,
  applyAllFixes,
  applyCheck,
  applyFix,
  checkRequest,
  fixKind,
  isReady,
  newRow,
  readyTotalCents,
  withoutReady,
} from './rows.ts';

const parsed = (part_number: string, quantity: number, lines = [1]): ParsedLine => ({
  part_number,
  quantity,
  uom_code: null,
  lines,
});

const anchor = makeProduct({
  id: 5,
  part_number: 'AC-05',
  min_order_qty: 12,
  available: 20,
  selling_price: 2,
  price_tiers: [{ min_qty: 24, unit_price: 1.5 }],
});
const raise: LineProblem = {
  key: 'orders.minQuantity',
  params: { productName: 'Wedge anchor', minQty: 12 },
  message: 'min',
  fix: { quantity: 12 },
};
const checked = (fields: Partial<CheckedLine> = {}): CheckedLine => ({
  part_number: 'AC-05',
  quantity: 5,
  product: anchor,
  problems: [],
  out_of_stock: false,
  ...fields,
});

describe('addParsed', () => {
  it('adds new part numbers in order, merges known ones (any case) and drops blank rows', () => {
    const known = newRow({ part: 'ac-01', quantity: '2', checked: checked() });
    const { rows, added, rejected } = addParsed(
      [known, newRow()],
      [parsed('AC-01', 3), parsed('AC-02', 1)],
    );
    expect(rows.map((row) => [row.part, row.quantity, row.checked])).toEqual([
      ['ac-01', '5', null],
      ['AC-02', '1', null],
    ]);
    expect([added, rejected]).toEqual([2, []]);
  });

  it('gives back what does not fit in the list, and keeps a blank row when nothing is left', () => {
    const full = Array.from({ length: MAX_QUICK_ORDER_LINES - 1 }, (_, index) =>
      newRow({ part: `P-${index}`, quantity: '1' }),
    );
    const { rows, rejected } = addParsed(full, [
      parsed('P-0', 1),
      parsed('NEW-1', 1),
      parsed('NEW-2', 1, [7]),
    ]);
    expect(rows).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(rows[0]!.quantity).toBe('2');
    expect(rejected).toEqual([parsed('NEW-2', 1, [7])]);
    expect(addParsed([newRow()], []).rows).toHaveLength(1);
  });
});

describe('checkRequest and applyCheck', () => {
  it('sends the filled rows, a bad quantity as NaN for the schema to refuse, and the unit when known', () => {
    const rows = [
      newRow({ part: 'AC-01', quantity: '1,000', uom: 'BX' }),
      newRow(),
      newRow({ part: 'AC-02', quantity: 'x' }),
    ];
    const sent = checkRequest(rows);
    expect(sent.rowIds).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(sent.body.lines).toEqual([
      { part_number: 'AC-01', quantity: 1000, uom_code: 'BX' },
      { part_number: 'AC-02', quantity: Number.NaN },
    ]);
  });

  it('puts each answer on its row, but not on a row edited while the check was on its way', () => {
    const rows = [
      newRow({ part: 'AC-05', quantity: '5' }),
      newRow({ part: 'AC-06', quantity: '1' }),
    ];
    const sent = checkRequest(rows);
    const edited = [rows[0]!, { ...rows[1]!, quantity: '2' }];
    const answer = [checked(), checked({ part_number: 'AC-06', quantity: 1 })];
    const next = applyCheck(edited, sent, answer);
    expect(next[0]!.checked).toBe(answer[0]);
    expect(next[1]!.checked).toBeNull();
  });
});

describe('fixes', () => {
  it('applies the fixing quantity, drops the problem and sees the stock again', () => {
    const row = newRow({ part: 'AC-05', quantity: '5', checked: checked({ problems: [raise] }) });
    const fixed = applyFix(row, raise);
    expect(fixed.quantity).toBe('12');
    expect(fixed.checked).toMatchObject({ quantity: 12, problems: [], out_of_stock: false });
    expect(isReady(fixed)).toBe(true);
    const short = applyFix(
      { ...row, checked: checked({ problems: [raise], product: { ...anchor, available: 3 } }) },
      raise,
    );
    expect(short.checked?.out_of_stock).toBe(true);
  });

  it('keeps a problem no quantity fixes', () => {
    const unit: LineProblem = {
      key: 'quickOrder.unitNotSold',
      params: { unit: 'BX', uom: 'EA' },
      message: '',
      fix: null,
    };
    const row = newRow({
      part: 'AC-05',
      quantity: '5',
      checked: checked({ problems: [unit, raise] }),
    });
    const [fixed] = applyAllFixes([row]);
    expect(fixed!.checked?.problems).toEqual([unit]);
    expect(isReady(fixed!)).toBe(false);
  });

  it('names a fix by what it does', () => {
    expect(fixKind(raise, 5)).toBe('raise');
    expect(fixKind({ ...raise, key: 'orders.quantityStep', fix: { quantity: 24 } }, 20)).toBe(
      'round',
    );
    expect(fixKind({ ...raise, key: 'orders.maxQuantity', fix: { quantity: 50 } }, 60)).toBe(
      'lower',
    );
  });
});

describe('ready rows', () => {
  it("totals the ready rows at the buyer's price of each quantity, and leaves the others on screen", () => {
    const ready = newRow({ part: 'AC-05', quantity: '24', checked: checked({ quantity: 24 }) });
    const bad = newRow({
      part: 'NOPE',
      quantity: '1',
      checked: checked({ product: null, problems: [raise] }),
    });
    const unchecked = newRow({ part: 'AC-07', quantity: '1' });
    expect(readyTotalCents([ready, bad, unchecked])).toBe(24 * 150);
    expect(withoutReady([ready, bad, unchecked, newRow()])).toEqual([bad, unchecked]);
    expect(withoutReady([ready])).toHaveLength(1);
    expect(withoutReady([ready])[0]!.part).toBe('');
  });
});
