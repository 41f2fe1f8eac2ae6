import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine, escapeFormula, productCsvLine, unescapeFormula } from './csv-format.ts';

describe('csvLine', () => {
  it('writes plain cells as they are, null as empty', () => {
    expect(csvLine(['AB-1', 12.5, null, 'Bolt'])).toBe('AB-1,12.5,,Bolt\r\n');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', ' pad'])).toBe(
      '"a,b","say ""hi""","two\nlines"," pad"\r\n',
    );
  });

  it('reads back to the same cells with a CSV parser', () => {
    const cells = ['a,b', 'say "hi"', 'two\r\nlines', ' pad ', 'Café|Thé', ''];
    expect(parse(csvLine(cells))).toEqual([cells]);
  });
});

describe('formulas in text cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    // A value that already starts with apostrophes before a formula gets one more...
    ["'=x", "''=x"],
    ["''+x", "'''+x"],
    // ...and anything else is written as it is.
    ["'hello", "'hello"],
    ["'", "'"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j and reads it back', (value, written) => {
    expect(escapeFormula(value)).toBe(written);
    expect(unescapeFormula(written)).toBe(value);
  });

  it('escapes only the text columns of a product line', () => {
    const line = productCsvLine({
      part_number: '=HYPERLINK("https://evil.example","x")',
      description: '-minus',
      selling_price: '1.50',
      available: -5,
      min_order_qty: 1,
      max_order_qty: 0,
      uom_code: 'EA',
      active: '1',
      categories: '@Cat|Other',
      additional_info: '+info',
      description_es: '=es',
      description_fr: 'fr',
      additional_info_es: null,
      additional_info_fr: '@fr',
    });
    expect(parse(line)).toEqual([
      [
        `'=HYPERLINK("https://evil.example","x")`,
        "'-minus",
        '1.50',
        '-5',
        '1',
        '0',
        'EA',
        '1',
        "'@Cat|Other",
        "'+info",
        "'=es",
        'fr',
        '',
        "'@fr",
      ],
    ]);
  });
});
