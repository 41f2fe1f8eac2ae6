import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { fileKind, MAX_FILE_BYTES, readLinesFile } from './read-file.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real .xlsx file, written by write-excel-file as a spreadsheet program would save it. */
async function xlsxFile(rows: (string | number | null)[][], name = 'order.xlsx') {
  const blob = await writeXlsxFile(rows).toBlob();
  return new File([await blob.arrayBuffer()], name, { type: XLSX_TYPE });
}

const summary = async (file: File) => {
  const read = await readLinesFile(file);
  if (!read.ok) throw new Error(`not read: ${read.reason}`);
  return {
    lines: read.result.lines.map((line) => [line.part_number, line.quantity, line.uom_code]),
    issues: read.result.issues.map((issue) => [issue.line, issue.reason]),
    headerLine: read.result.headerLine,
  };
};

describe('readLinesFile', () => {
  it('reads a CSV file with papaparse: quoted fields, CRLF, a header, a bad quantity', async () => {
    const csv = [
      'Part number,Description,Quantity',
      '"AC-DR-7875","Cordless drill, 18 V",2',
      'AC-WA-9920,"Wedge anchor ""M8""",10',
      '',
      'AC-HB-0001,Hex bolt,2.5',
      'ac-dr-7875,Again,1',
    ].join('\r\n');
    const file = new File([`\uFEFF${csv}`], 'order.csv', { type: 'text/csv' });
    expect(await summary(file)).toEqual({
      lines: [
        ['AC-DR-7875', 3, null],
        ['AC-WA-9920', 10, null],
      ],
      issues: [[5, 'badQuantity']],
      headerLine: 1,
    });
  });

  it('reads a semicolon CSV as a European spreadsheet saves it', async () => {
    const file = new File(['Référence;Quantité;Unité\nAC-1;1.000;BX\nAC-2;3;\n'], 'commande.csv');
    expect(await summary(file)).toEqual({
      lines: [
        ['AC-1', 1000, 'BX'],
        ['AC-2', 3, null],
      ],
      issues: [],
      headerLine: 1,
    });
  });

  it('reads the first sheet of an XLSX file: numbers as numbers, a numeric part number', async () => {
    const file = await xlsxFile([
      ['Item', 'Description', 'Qty', 'UOM'],
      ['AC-DR-7875', 'Cordless drill', 2, 'KT'],
      [12345, 'Numeric part', 4, null],
      [null, null, null, null],
      ['AC-WA-9920', 'Wedge anchor', 0, 'BX'],
      ['AC-DR-7875', 'Again', 3, 'KT'],
    ]);
    expect(await summary(file)).toEqual({
      lines: [
        ['AC-DR-7875', 5, 'KT'],
        ['12345', 4, null],
      ],
      issues: [[5, 'badQuantity']],
      headerLine: 1,
    });
  });

  it('reads an XLSX file without a header', async () => {
    const file = await xlsxFile([
      ['AC-1', 1],
      ['AC-2', 20],
    ]);
    expect(await summary(file)).toEqual({
      lines: [
        ['AC-1', 1, null],
        ['AC-2', 20, null],
      ],
      issues: [],
      headerLine: null,
    });
  });

  it('says so for a file that is not CSV or XLSX, too large, or not what its name says', async () => {
    expect(await readLinesFile(new File(['x'], 'order.pdf'))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(await readLinesFile(new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.csv'))).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(await readLinesFile(new File(['AC-1,2'], 'fake.xlsx'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('knows the kinds by name, whatever the case', () => {
    expect(fileKind({ name: 'A.CSV' })).toBe('csv');
    expect(fileKind({ name: 'lines.txt' })).toBe('csv');
    expect(fileKind({ name: 'Order.XLSX' })).toBe('xlsx');
    expect(fileKind({ name: 'old.xls' })).toBeNull();
  });
});
