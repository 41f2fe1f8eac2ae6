import { describe, expect, it } from 'vitest';
import { indexCategories, planImport, type ExistingProduct } from './import-plan.ts';

const stored: ExistingProduct = {
  id: 7,
  part_number: 'A-1',
  description: 'Bolt',
  additional_info: null,
  description_es: null,
  description_fr: 'Boulon',
  additional_info_es: null,
  additional_info_fr: null,
  selling_price: 1.5,
  available: 10,
  min_order_qty: 1,
  max_order_qty: 0,
  active: true,
  uom_code: 'EA',
  category_ids: [2],
};
const existing = new Map([[stored.part_number, stored]]);
const categories = indexCategories([
  { id: 2, name: 'Bolts' },
  { id: 3, name: 'Nuts' },
  { id: 4, name: 'Spare' },
  { id: 5, name: 'spare' },
]);
const uoms = new Set(['EA', 'BX']);
const plan = (...rows: Parameters<typeof planImport>[0]) =>
  planImport(rows, existing, categories, uoms);

describe('planImport', () => {
  it('counts a line equal to the stored product as unchanged, absent columns included', () => {
    const result = plan({
      line: 2,
      row: { part_number: 'A-1', description: 'Bolt', categories: ['bolts'] },
    });
    expect(result).toMatchObject({
      writes: [],
      created: 0,
      updated: 0,
      unchanged: 1,
      problems: [],
    });
  });

  it('updates only what the line changes, keeping the other fields', () => {
    const result = plan({ line: 2, row: { part_number: 'A-1', selling_price: 2, uom_code: 'BX' } });
    expect(result.updated).toBe(1);
    expect(result.writes).toEqual([
      {
        line: 2,
        id: 7,
        part_number: 'A-1',
        description: 'Bolt',
        additional_info: null,
        description_es: null,
        description_fr: 'Boulon',
        additional_info_es: null,
        additional_info_fr: null,
        selling_price: 2,
        available: 10,
        min_order_qty: 1,
        max_order_qty: 0,
        active: true,
        uom_code: 'BX',
        category_ids: null,
      },
    ]);
  });

  it('creates a new product with defaults, and the units it names that do not exist', () => {
    const result = plan({
      line: 3,
      row: {
        part_number: 'N-1',
        description: 'Nut',
        selling_price: 0.2,
        uom_code: 'PK',
        categories: ['Nuts', 'Bolts'],
      },
    });
    expect(result.created).toBe(1);
    expect(result.newUomCodes).toEqual(['PK']);
    expect(result.writes[0]).toMatchObject({
      id: null,
      available: 0,
      min_order_qty: 1,
      max_order_qty: 0,
      active: true,
      uom_code: 'PK',
      category_ids: [2, 3],
    });
  });

  it('reports each problem with its line and field, and plans nothing for such lines', () => {
    const result = plan(
      { line: 2, row: { part_number: 'N-2', description: 'x' } },
      { line: 3, row: { part_number: 'A-1', categories: ['Washers', 'spare'] } },
      { line: 4, row: { part_number: 'A-1', max_order_qty: 5, min_order_qty: 10 } },
      {
        line: 5,
        row: {
          part_number: 'N-3',
          description: 'y',
          selling_price: 1,
          uom_code: 'EA',
          min_order_qty: 6,
          max_order_qty: 5,
        },
      },
    );
    expect(result.writes).toEqual([]);
    expect(result.problems).toEqual([
      { line: 2, field: 'selling_price', key: 'admin.csv.requiredForNew' },
      { line: 2, field: 'uom_code', key: 'admin.csv.requiredForNew' },
      {
        line: 3,
        field: 'categories',
        key: 'admin.csv.unknownCategory',
        params: { name: 'Washers' },
      },
      {
        line: 3,
        field: 'categories',
        key: 'admin.csv.ambiguousCategory',
        params: { name: 'spare' },
      },
      { line: 4, field: 'part_number', key: 'admin.csv.duplicatePartNumber', params: { line: 3 } },
      { line: 5, field: 'max_order_qty', key: 'admin.products.maxBelowMin' },
    ]);
  });

  it('checks the minimum against the stored maximum when only one of them is sent', () => {
    const capped = new Map([[stored.part_number, { ...stored, max_order_qty: 4 }]]);
    const result = planImport(
      [{ line: 2, row: { part_number: 'A-1', min_order_qty: 5 } }],
      capped,
      categories,
      uoms,
    );
    expect(result.problems).toEqual([
      { line: 2, field: 'max_order_qty', key: 'admin.products.maxBelowMin' },
    ]);
  });

  it('sets, keeps and clears the Spanish and French texts like any other column', () => {
    const result = plan({
      line: 2,
      row: { part_number: 'A-1', description_es: 'Perno', description_fr: null },
    });
    expect(result.updated).toBe(1);
    expect(result.writes[0]).toMatchObject({
      description: 'Bolt',
      description_es: 'Perno',
      description_fr: null,
      additional_info_fr: null,
    });
    expect(plan({ line: 2, row: { part_number: 'A-1', description_fr: 'Boulon' } }).unchanged).toBe(
      1,
    );
  });

  it('clears categories with an empty cell', () => {
    const result = plan({ line: 2, row: { part_number: 'A-1', categories: [] } });
    expect(result.writes[0]?.category_ids).toEqual([]);
  });
});
