import { describe, expect, it } from 'vitest';
import { csvProductRow } from './catalogue-csv.ts';

const issues = (row: Record<string, string>) => {
  const result = csvProductRow.safeParse(row);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a product CSV line', () => {
  it('turns cells into typed values, with the defaults of empty cells', () => {
    expect(
      csvProductRow.parse({
        part_number: ' AB-1 ',
        description: 'Bolt',
        selling_price: '12.50',
        available: '',
        min_order_qty: '',
        max_order_qty: '',
        uom_code: 'ea',
        active: 'no',
        categories: 'Bolts | Metric||',
        additional_info: '',
      }),
    ).toEqual({
      part_number: 'AB-1',
      description: 'Bolt',
      selling_price: 12.5,
      available: 0,
      min_order_qty: 1,
      max_order_qty: 0,
      uom_code: 'EA',
      active: false,
      categories: ['Bolts', 'Metric'],
      additional_info: null,
    });
  });

  it('leaves absent columns undefined (the product keeps those values)', () => {
    expect(csvProductRow.parse({ part_number: 'AB-1' })).toEqual({ part_number: 'AB-1' });
  });

  it('names the column of each wrong cell', () => {
    expect(
      issues({
        part_number: '',
        selling_price: '12.345',
        available: '1.5',
        min_order_qty: '0',
        max_order_qty: '-1',
        uom_code: 'E A',
        active: 'maybe',
      }),
    ).toEqual([
      ['part_number', 'validation.requiredField'],
      ['selling_price', 'admin.products.invalidPrice'],
      ['available', 'admin.products.invalidQuantity'],
      ['min_order_qty', 'admin.products.invalidMinimum'],
      ['max_order_qty', 'admin.products.invalidMaximum'],
      ['uom_code', 'admin.uoms.invalidCode'],
      ['active', 'admin.csv.invalidBoolean'],
    ]);
  });

  it('refuses an empty description and a price that is not a plain number', () => {
    expect(issues({ part_number: 'A', description: ' ', selling_price: '$5' })).toEqual([
      ['description', 'validation.requiredField'],
      ['selling_price', 'admin.products.invalidPrice'],
    ]);
  });
});
