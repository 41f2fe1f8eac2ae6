import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader.ts';

describe('readCsv', () => {
  it('maps cells to columns in the header order, with the line each record starts on', async () => {
    const text =
      '\uFEFFPart_Number,description,selling_price\r\n' +
      'A-1,"Bolt, steel",1.50\r\n' +
      '\r\n' +
      'A-2,"Two\nlines",2\n' +
      'A-3,Nut,3\n';
    expect(await readCsv(text)).toEqual({
      records: [
        {
          line: 2,
          cells: { part_number: 'A-1', description: 'Bolt, steel', selling_price: '1.50' },
        },
        { line: 4, cells: { part_number: 'A-2', description: 'Two\nlines', selling_price: '2' } },
        { line: 6, cells: { part_number: 'A-3', description: 'Nut', selling_price: '3' } },
      ],
      problems: [],
    });
  });

  it('removes the apostrophe the export puts before a formula, in text columns only', async () => {
    const text =
      'part_number,description,available,categories,additional_info\n' +
      `'=A1,''=kept one,'-5,'@Cat,'plain\n`;
    expect((await readCsv(text)).records[0]?.cells).toEqual({
      part_number: '=A1',
      description: "'=kept one",
      // A number column is no formula's hiding place: its cell is read as it is (and refused).
      available: "'-5",
      categories: '@Cat',
      additional_info: "'plain",
    });
  });

  it('refuses a header with unknown, repeated or missing columns', async () => {
    const { records, problems } = await readCsv('description,price,description\nBolt,1,x\n');
    expect(records).toEqual([]);
    expect(problems).toEqual([
      { line: 1, field: '_', key: 'admin.csv.unknownColumn', params: { column: 'price' } },
      { line: 1, field: '_', key: 'admin.csv.duplicateColumn', params: { column: 'description' } },
      { line: 1, field: '_', key: 'admin.csv.missingColumn', params: { column: 'part_number' } },
    ]);
  });

  it('reports lines with the wrong number of fields and goes on', async () => {
    const { records, problems } = await readCsv('part_number,description\nA,x\nB\nC,y,z\nD,w\n');
    expect(records.map((r) => r.line)).toEqual([2, 5]);
    expect(problems).toEqual([
      { line: 3, field: '_', key: 'admin.csv.fieldCount', params: { found: 1, expected: 2 } },
      { line: 4, field: '_', key: 'admin.csv.fieldCount', params: { found: 3, expected: 2 } },
    ]);
  });

  it('reports the first malformed line and keeps the records before it', async () => {
    const { records, problems } = await readCsv('part_number,description\nA,x\nB,"bad"x\nC,y\n');
    expect(records[0]).toEqual({ line: 2, cells: { part_number: 'A', description: 'x' } });
    expect(problems).toEqual([{ line: 3, field: '_', key: 'admin.csv.malformed' }]);
    const unclosed = await readCsv('part_number,description\nA,x\nB,"open\n');
    expect(unclosed.records.map((r) => r.line)).toEqual([2]);
    expect(unclosed.problems).toEqual([{ line: 3, field: '_', key: 'admin.csv.malformed' }]);
  });

  it('calls an empty file or a header alone empty', async () => {
    for (const text of ['', '\n\n', 'part_number,description\n']) {
      expect((await readCsv(text)).problems).toEqual([
        { line: 1, field: '_', key: 'admin.csv.empty' },
      ]);
    }
  });
});
