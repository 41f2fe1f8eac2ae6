import { describe, expect, it } from 'vitest';
import { versionChanges } from './quote-changes.ts';

const line = (id: number, price: number, quantity = 10, part = `P-${id}`) => ({
  quote_line_id: id,
  product: { part_number: part },
  quantity,
  price,
});

describe('what changed between two versions', () => {
  it('is nothing for the same lines', () => {
    expect(versionChanges([line(1, 5)], [line(1, 5)])).toEqual([]);
  });

  it('names a new price, quantity and product', () => {
    expect(versionChanges([line(1, 5, 10, 'A')], [line(1, 4.5, 12, 'B')])).toEqual([
      {
        kind: 'changed',
        quoteLineId: 1,
        price: { from: 5, to: 4.5 },
        quantity: { from: 10, to: 12 },
        product: { from: 'A', to: 'B' },
      },
    ]);
  });

  it('names lines added and removed', () => {
    expect(versionChanges([line(1, 5), line(2, 3)], [line(1, 5), line(3, 1)])).toEqual([
      { kind: 'added', quoteLineId: 3 },
      { kind: 'removed', quoteLineId: 2, partNumber: 'P-2' },
    ]);
  });
});
