import { describe, expect, it } from 'vitest';
import type { Product } from '@portal/contract';
import { checkLines, type LineToCheck } from './line-checker.ts';

const card = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  part_number: 'NUT-6',
  description: 'Lock nut pack',
  primary_image: '/img',
  selling_price: 1.2,
  available: 100,
  uom_code: 'EA',
  cf: 1,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: 11,
  price_tiers: [],
  ...overrides,
});

const line = (quantity: number, product: Product | null, more: Partial<LineToCheck> = {}) => ({
  partNumber: product?.part_number ?? 'NOPE-1',
  quantity,
  product,
  ...more,
});

const rules = { sellByMinimum: false, language: 'en' as const };
const bySix = { sellByMinimum: true, language: 'en' as const };

describe('checkLines', () => {
  it('passes a good line with its card and no problem', () => {
    const product = card();
    expect(checkLines([line(3, product)], rules)).toEqual([
      { product, problems: [], outOfStock: false },
    ]);
  });

  it('names an unknown part number, and a product gone since, without a card', () => {
    const [unknown, gone] = checkLines(
      [
        line(1, null, { partNumber: 'zz-9', missing: 'unknown' }),
        line(1, null, { partNumber: 'OLD-1', missing: 'unavailable' }),
      ],
      rules,
    );
    expect(unknown).toEqual({
      product: null,
      outOfStock: false,
      problems: [
        {
          key: 'quickOrder.unknownPartNumber',
          params: { partNumber: 'zz-9' },
          message: "Part number 'zz-9' is not in the catalogue.",
          fix: null,
        },
      ],
    });
    expect(gone?.problems.map((p) => p.key)).toEqual(['quickOrder.productUnavailable']);
  });

  it('refuses a product without a default unit: the cart cannot sell it', () => {
    const [verdict] = checkLines([line(1, card({ default_puom_id: null }))], rules);
    expect(verdict?.product).toBeNull();
    expect(verdict?.problems.map((p) => p.key)).toEqual(['quickOrder.productUnavailable']);
  });

  it('raises a quantity below the minimum to it', () => {
    const [verdict] = checkLines([line(2, card({ min_order_qty: 6 }))], rules);
    expect(verdict?.problems).toEqual([
      {
        key: 'orders.minQuantity',
        params: { productName: 'Lock nut pack', minQty: 6 },
        message: "Product 'Lock nut pack' requires a minimum quantity of 6.",
        fix: { quantity: 6 },
      },
    ]);
  });

  it('lowers a quantity above the cap to it, on the step when selling by the minimum', () => {
    const [free] = checkLines([line(15, card({ max_order_qty: 10 }))], rules);
    expect(free?.problems).toMatchObject([
      { key: 'orders.maxQuantity', params: { max: 10 }, fix: { quantity: 10 } },
    ]);
    const [stepped] = checkLines([line(40, card({ min_order_qty: 6, max_order_qty: 32 }))], bySix);
    expect(stepped?.problems).toMatchObject([{ key: 'orders.maxQuantity', fix: { quantity: 30 } }]);
  });

  it('rounds off-step quantities up, or down when up passes the cap', () => {
    const [up, down] = checkLines(
      [
        line(13, card({ min_order_qty: 6 })),
        line(31, card({ id: 2, min_order_qty: 6, max_order_qty: 32 })),
      ],
      bySix,
    );
    expect(up?.problems).toMatchObject([
      { key: 'orders.quantityStep', params: { minQty: 6 }, fix: { quantity: 18 } },
    ]);
    expect(down?.problems).toMatchObject([{ key: 'orders.quantityStep', fix: { quantity: 30 } }]);
    // Not selling by the minimum, 13 of a minimum of 6 is fine.
    expect(checkLines([line(13, card({ min_order_qty: 6 }))], rules)[0]?.problems).toEqual([]);
  });

  it('offers no fix when no quantity passes', () => {
    const [verdict] = checkLines([line(3, card({ min_order_qty: 6, max_order_qty: 4 }))], rules);
    expect(verdict?.problems).toMatchObject([{ key: 'orders.minQuantity', fix: null }]);
  });

  it("flags a unit that is not the product's default one, whatever its case, without a fix", () => {
    const product = card();
    const [box, each, none] = checkLines(
      [
        line(2, product, { uomCode: 'box' }),
        line(2, product, { uomCode: 'ea' }),
        line(2, product, { uomCode: '  ' }),
      ],
      rules,
    );
    expect(box?.problems).toEqual([
      {
        key: 'quickOrder.unitNotSold',
        params: { uom: 'box', unit: 'EA' },
        message: 'This product is sold by the EA, not by the box.',
        fix: null,
      },
    ]);
    expect(each?.problems).toEqual([]);
    expect(none?.problems).toEqual([]);
  });

  it('allows out of stock and only flags it', () => {
    const [short, enough] = checkLines(
      [line(5, card({ available: 3 })), line(3, card({ available: 3 }))],
      rules,
    );
    expect(short).toMatchObject({ problems: [], outOfStock: true });
    expect(enough).toMatchObject({ problems: [], outOfStock: false });
  });

  it("shares a product's cap between its lines, with what is left as the fix", () => {
    const pump = card({ max_order_qty: 10 });
    const verdicts = checkLines([line(6, pump), line(6, pump), line(1, pump)], rules);
    expect(verdicts.map((v) => v.problems)).toMatchObject([
      [],
      [{ key: 'orders.maxQuantity', params: { max: 10 }, fix: { quantity: 4 } }],
      [{ key: 'orders.maxQuantity', fix: null }],
    ]);
  });

  it('writes the texts in the language asked', () => {
    const [verdict] = checkLines([line(2, card({ min_order_qty: 6 }))], {
      sellByMinimum: false,
      language: 'fr',
    });
    expect(verdict?.problems[0]?.message).toBe(
      "Le produit 'Lock nut pack' nécessite une quantité minimale de 6.",
    );
  });
});
