import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from './csv-format.ts';

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
