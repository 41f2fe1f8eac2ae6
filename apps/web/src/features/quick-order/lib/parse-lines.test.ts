import { MAX_QUICK_ORDER_LINES } from '@portal/contract/quick-order';
import { describe, expect, it } from 'vitest';
import {
  parseQuantity,
  parseSheet,
  parseText,
  splitDelimited,
  splitText,
  unreadText,
} from './parse-lines.ts';

const wanted = (text: string) =>
  parseText(text).lines.map((line) => [line.part_number, line.quantity]);

describe('parseQuantity', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['+3', 3],
    ['12.00', 12],
    ['12,0', 12],
    ['1,000', 1000],
    ['1.000', 1000],
    ['1 000', 1000],
    ['1\u00a0250', 1250],
    ["2'500", 2500],
    ['1000000', 1_000_000],
  ])('reads %j', (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value });
  });

  it.each(['0', '-3', '12.5', '1,5', 'abc', '', '1,00,000', '12 000 00', '1e3', '0x10', '٣'])(
    'refuses %j',
    (text) => {
      expect(parseQuantity(text)).toEqual({ ok: false, reason: 'badQuantity' });
    },
  );

  it('calls more than an order line may hold too large', () => {
    expect(parseQuantity('1000001')).toEqual({ ok: false, reason: 'quantityTooLarge' });
  });
});

describe('splitDelimited', () => {
  it('honours CSV quotes, doubled quotes and delimiters inside quotes', () => {
    expect(splitDelimited('"AC-1","1,200"', ',')).toEqual(['AC-1', '1,200']);
    expect(splitDelimited('AC-2, "Bolt, 8"" hex" ,4', ',')).toEqual(['AC-2', 'Bolt, 8" hex', '4']);
    expect(splitDelimited('"AC-3";;5', ';')).toEqual(['AC-3', '', '5']);
    expect(splitDelimited('"unterminated, 4', ',')).toEqual(['unterminated, 4']);
  });
});

describe('parseText', () => {
  it('reads a spreadsheet copy: tabs, a header naming the columns, a unit column', () => {
    const copied = [
      'Description\tPart number\tUnit\tQty',
      'Cordless drill\tAC-DR-7875\tKT\t2',
      'Wedge anchor\tAC-WA-9920\tBX\t10',
      'Hex bolt\tAC-HB-0001\t\t1,200',
      '',
    ].join('\r\n');
    const result = parseText(copied);
    expect(result.headerLine).toBe(1);
    expect(result.issues).toEqual([]);
    expect(result.lines).toEqual([
      { part_number: 'AC-DR-7875', quantity: 2, uom_code: 'KT', lines: [2] },
      { part_number: 'AC-WA-9920', quantity: 10, uom_code: 'BX', lines: [3] },
      { part_number: 'AC-HB-0001', quantity: 1200, uom_code: null, lines: [4] },
    ]);
  });

  it('reads a spreadsheet copy without a header: part number, then the quantity', () => {
    expect(wanted('AC-DR-7875\t2\nAC-WA-9920\t10\n')).toEqual([
      ['AC-DR-7875', 2],
      ['AC-WA-9920', 10],
    ]);
    // A description between them is passed over for the first cell that is a quantity.
    expect(wanted('AC-DR-7875\tCordless drill, 18 V\t2')).toEqual([['AC-DR-7875', 2]]);
  });

  it('reads an e-mail: greetings skipped with a reason, bullets, fillers and units around the quantity', () => {
    const email = [
      'Hi Sam,', // 1
      '', // 2
      'Please send the following:', // 3
      '- AC-DR-7875 x 2', // 4
      '• AC-WA-9920: 10 pcs', // 5
      '3) AC-HB-0001 qty 25', // 6
      '12x AC-SC-0404', // 7
      'AC-NU-0033 - 40pcs.', // 8
      'AC-ZZ-1 × 3', // 9
      '', // 10
      'Thanks,', // 11
      'Olivia', // 12
    ].join('\n');
    const result = parseText(email);
    expect(result.lines.map((line) => [line.part_number, line.quantity, line.lines])).toEqual([
      ['AC-DR-7875', 2, [4]],
      ['AC-WA-9920', 10, [5]],
      ['AC-HB-0001', 25, [6]],
      ['AC-SC-0404', 12, [7]],
      ['AC-NU-0033', 40, [8]],
      ['AC-ZZ-1', 3, [9]],
    ]);
    expect(result.issues.map((issue) => [issue.line, issue.reason])).toEqual([
      [1, 'noQuantity'],
      [3, 'noQuantity'],
      [11, 'noQuantity'],
      [12, 'noQuantity'],
    ]);
    expect(result.headerLine).toBeNull();
  });

  it('reads CSV lines: commas, semicolons, quoted fields, a header in any language', () => {
    const csv = [
      '"Référence";"Quantité"',
      '"AC-DR-7875";"2"',
      'AC-WA-9920;1.000',
      '"AC-HB ""M8""";3',
    ].join('\n');
    const result = parseText(csv);
    expect(result.headerLine).toBe(1);
    expect(result.lines.map((line) => [line.part_number, line.quantity])).toEqual([
      ['AC-DR-7875', 2],
      ['AC-WA-9920', 1000],
      ['AC-HB "M8"', 3],
    ]);
    expect(wanted('Número de parte,Cantidad\nAC-1,"1,500"\n')).toEqual([['AC-1', 1500]]);
  });

  it('takes odd separators and spacing: several tabs or spaces, spaces around commas, trailing separators', () => {
    const odd = [
      '   AC-1      4   ',
      'AC-2 ,  5 ,',
      'AC-3\t\t6',
      'AC-4 ;7;',
      '\tAC-5\t8',
      'AC-6\u00a0\u00a09',
    ].join('\n');
    expect(wanted(odd)).toEqual([
      ['AC-1', 4],
      ['AC-2', 5],
      ['AC-3', 6],
      ['AC-4', 7],
      ['AC-6', 9],
    ]);
    // A row that starts with an empty cell has no part number where the part number goes.
    expect(parseText('AC-1 4\n\tAC-5\t8').issues).toEqual([
      { line: 2, text: 'AC-5 8', reason: 'noPartNumber' },
    ]);
  });

  it('takes CRLF, CR and a byte-order mark, and numbers lines as the text has them', () => {
    const result = parseText('\uFEFFAC-1 1\r\n\r\nAC-2 x\rAC-3 3');
    expect(result.lines.map((line) => [line.part_number, line.lines])).toEqual([
      ['AC-1', [1]],
      ['AC-3', [4]],
    ]);
    expect(result.issues).toEqual([
      { line: 3, text: 'AC-2 x', reason: 'noQuantity', part: 'AC-2' },
    ]);
  });

  it('merges lines of one part number, whatever its case, adding their quantities', () => {
    const result = parseText('AC-1 2\nac-1 3\nAC-2 1\n  Ac-1  5');
    expect(result.lines).toEqual([
      { part_number: 'AC-1', quantity: 10, uom_code: null, lines: [1, 2, 4] },
      { part_number: 'AC-2', quantity: 1, uom_code: null, lines: [3] },
    ]);
  });

  it('flags bad quantities with their line numbers and reads the rest', () => {
    const result = parseText(
      [
        'AC-1 2',
        'AC-2 2.5',
        'AC-3 0',
        'AC-4 -1',
        'AC-5,abc',
        'AC-6 2000000',
        'AC-7',
        'AC-8 8',
      ].join('\n'),
    );
    expect(result.lines.map((line) => line.part_number)).toEqual(['AC-1', 'AC-8']);
    expect(result.issues).toEqual([
      { line: 2, text: 'AC-2 2.5', reason: 'badQuantity', part: 'AC-2', quantity: '2.5' },
      { line: 3, text: 'AC-3 0', reason: 'badQuantity', part: 'AC-3', quantity: '0' },
      { line: 4, text: 'AC-4 -1', reason: 'badQuantity', part: 'AC-4', quantity: '-1' },
      { line: 5, text: 'AC-5,abc', reason: 'badQuantity', part: 'AC-5', quantity: 'abc' },
      { line: 6, text: 'AC-6 2000000', reason: 'quantityTooLarge', part: 'AC-6', max: 1_000_000 },
      { line: 7, text: 'AC-7', reason: 'noQuantity', part: 'AC-7' },
    ]);
  });

  it('refuses a merge that would pass the largest quantity of a line, on the line that passes it', () => {
    const result = parseText('AC-1 600000\nAC-1 500000\nAC-1 1');
    expect(result.lines).toEqual([
      { part_number: 'AC-1', quantity: 600_001, uom_code: null, lines: [1, 3] },
    ]);
    expect(result.issues).toEqual([
      { line: 2, text: 'AC-1 500000', reason: 'quantityTooLarge', part: 'AC-1', max: 1_000_000 },
    ]);
  });

  it('flags a part number longer than the server takes, or with control characters', () => {
    const long = 'P'.repeat(101);
    const result = parseText(`${long} 1\nAC-1\u0000,2\n${'Q'.repeat(100)} 1`);
    expect(result.issues.map((issue) => [issue.line, issue.reason])).toEqual([
      [1, 'partTooLong'],
      [2, 'badPartNumber'],
    ]);
    expect(result.lines).toHaveLength(1);
    expect(result.issues[0]!.text.length).toBeLessThanOrEqual(120);
  });

  it(`reads at most ${MAX_QUICK_ORDER_LINES} lines and says where it stopped`, () => {
    const text = ['Part,Qty', ...Array.from({ length: 1005 }, (_, i) => `P-${i + 1},1`)].join('\n');
    const result = parseText(text);
    expect(result.lines).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(result.lines.at(-1)!.part_number).toBe('P-1000');
    expect(result.issues).toEqual([
      { line: 1002, text: 'P-1001,1', reason: 'tooManyLines', max: MAX_QUICK_ORDER_LINES },
    ]);
  });

  it('takes a header without a unit or part column as titles only, and an empty paste as nothing', () => {
    expect(parseText('Item\tQuantity\nAC-1\t3').headerLine).toBe(1);
    expect(parseText('Part number   Quantity\nAC-1   3').lines).toHaveLength(1);
    expect(parseText('')).toEqual({ lines: [], issues: [], headerLine: null });
    expect(parseText(' \n\t\n ')).toEqual({ lines: [], issues: [], headerLine: null });
  });

  it('reads a part number that looks like a title as a line when it has a quantity', () => {
    expect(wanted('ITEM-1 4\nCODE-9 2')).toEqual([
      ['ITEM-1', 4],
      ['CODE-9', 2],
    ]);
  });
});

describe('splitText', () => {
  it('splits each line on its own delimiter', () => {
    expect(splitText('A\t1\nB;2\nC,3\nD 4').map((row) => [row.cells, row.delimited])).toEqual([
      [['A', '1'], true],
      [['B', '2'], true],
      [['C', '3'], true],
      [['D', '4'], false],
    ]);
  });
});

describe('parseSheet (the rows a CSV or XLSX parser gives)', () => {
  it('reads numbers as numbers, skips empty rows and keeps row numbers', () => {
    const result = parseSheet([
      ['Part Number', 'Description', 'Order Qty', 'UOM'],
      ['AC-DR-7875', 'Cordless drill', 2, 'KT'],
      [null, null, null, null],
      [12345, 'Numeric part number', 3.0, null],
      ['AC-WA-9920', 'Wedge anchor', 2.5, 'BX'],
      ['ac-dr-7875', 'Again', '1', 'KT'],
    ]);
    expect(result.headerLine).toBe(1);
    expect(result.lines).toEqual([
      { part_number: 'AC-DR-7875', quantity: 3, uom_code: 'KT', lines: [2, 6] },
      { part_number: '12345', quantity: 3, uom_code: null, lines: [4] },
    ]);
    expect(result.issues).toEqual([
      {
        line: 5,
        text: 'AC-WA-9920, Wedge anchor, 2.5, BX',
        reason: 'badQuantity',
        part: 'AC-WA-9920',
        quantity: '2.5',
      },
    ]);
  });
});

describe('parseSheet of one column', () => {
  it('splits a file of whole lines as pasted lines, and a header in one cell names no column', () => {
    const result = parseSheet([['Item qty'], ['AC-1 12'], ['AC-2 x 3'], [], ['AC-3;4'], [42]]);
    expect(result.headerLine).toBe(1);
    expect(result.lines.map((line) => [line.part_number, line.quantity, line.lines])).toEqual([
      ['AC-1', 12, [2]],
      ['AC-2', 3, [3]],
      ['AC-3', 4, [5]],
    ]);
    expect(result.issues).toEqual([{ line: 6, text: '42', reason: 'noQuantity', part: '42' }]);
  });
});

describe('unreadText', () => {
  it('keeps in the box only the lines not read, renumbered', () => {
    const text = 'Part,Qty\nAC-1,2\nAC-2,x\n\nAC-3,3\nAC-4';
    const result = parseText(text);
    const left = unreadText(text, result.issues);
    expect(left.text).toBe('AC-2,x\nAC-4');
    expect(left.issues.map((issue) => [issue.line, issue.reason])).toEqual([
      [1, 'badQuantity'],
      [2, 'noQuantity'],
    ]);
  });

  it('keeps the lines past the limit too', () => {
    const text = Array.from({ length: MAX_QUICK_ORDER_LINES + 2 }, (_, i) => `P-${i} 1`).join('\n');
    const left = unreadText(text, parseText(text).issues);
    expect(left.text).toBe(`P-${MAX_QUICK_ORDER_LINES} 1\nP-${MAX_QUICK_ORDER_LINES + 1} 1`);
    expect(left.issues).toEqual([
      { line: 1, text: `P-${MAX_QUICK_ORDER_LINES} 1`, reason: 'tooManyLines', max: 1000 },
    ]);
  });

  it('leaves nothing when every line was read', () => {
    const text = 'AC-1 1\r\nAC-2 2';
    expect(unreadText(text, parseText(text).issues)).toEqual({ text: '', issues: [] });
  });
});
