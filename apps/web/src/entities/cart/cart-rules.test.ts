import { describe, expect, it } from 'vitest';
import type { Product } from '@portal/contract';
import {
  addItem,
  addItems,
  cartTotal,
  checkAddition,
  checkoutProblem,
  decrementNeedsRemoval,
  fitQuantity,
  isAtMaximum,
  linePrice,
  lineTotal,
  refreshProducts,
  minusOutcome,
  plusOutcome,
  removeItem,
  restoreItem,
  setQuantity,
  stepUp,
  typedOutcome,
  updateItem,
  type CartItem,
} from './cart-rules.ts';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  part_number: 'P-1',
  description: 'Hex bolt',
  primary_image: '/api/public/placeholder.svg',
  selling_price: 1.1,
  available: 10,
  uom_code: 'EA',
  cf: 1,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: 11,
  price_tiers: [],
  ...overrides,
});
const byOne = { sellByMinimum: false };
const byMinimum = { sellByMinimum: true };

describe('adding to the cart', () => {
  it('creates a line, then adds to the same line', () => {
    const once = addItem([], product(), 2);
    const twice = addItem(once, product(), 3);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ quantity: 5, comment: '', tag1: '', tag2: '' });
  });

  it('caps a line at the maximum when the maximum is above 0', () => {
    const capped = addItem(
      addItem([], product({ max_order_qty: 4 }), 3),
      product({ max_order_qty: 4 }),
      3,
    );
    expect(capped[0]?.quantity).toBe(4);
  });

  it('clamps a new line to at least the minimum', () => {
    expect(addItem([], product({ min_order_qty: 6 }), 1)[0]?.quantity).toBe(6);
  });

  it('refuses with the maximum message when an addition would exceed it', () => {
    const items = addItem([], product({ max_order_qty: 5 }), 4);
    expect(checkAddition(items, product({ max_order_qty: 5 }), 2)).toEqual({
      key: 'maxQuantity',
      max: 5,
    });
    expect(checkAddition(items, product({ max_order_qty: 5 }), 1)).toBeNull();
    expect(checkAddition(items, product({ max_order_qty: 0 }), 1000)).toBeNull();
  });
});

describe('adding many lines at once (issue 12)', () => {
  it('adds each as one addition would, in order, capped, keeping the lines already there', () => {
    const capped = product({ id: 2, max_order_qty: 10 });
    const items = addItem([], product(), 1);
    const next = addItems(items, [
      { product: capped, quantity: 8 },
      { product: product(), quantity: 4 },
      { product: capped, quantity: 8 },
    ]);
    expect(next.map((item) => [item.product.id, item.quantity])).toEqual([
      [1, 5],
      [2, 10],
    ]);
    expect(items[0]?.quantity).toBe(1);
  });

  it("keeps a list's comment, but never over a comment the cart line already has", () => {
    const commented = updateItem(addItem([], product(), 1), 1, { comment: 'Dock 4' });
    const next = addItems(commented, [
      { product: product(), quantity: 1, comment: 'Job site A' },
      { product: product({ id: 2 }), quantity: 1, comment: 'Job site B' },
      { product: product({ id: 3 }), quantity: 1, comment: null },
    ]);
    expect(next.map((item) => item.comment)).toEqual(['Dock 4', 'Job site B', '']);
  });
});

describe('step size', () => {
  it('puts in the minimum on the first add', () => {
    expect(stepUp(product({ min_order_qty: 6 }), 0, byOne)).toBe(6);
  });

  it('then steps by one, or by the minimum when b2b_sell_minimum is 1', () => {
    expect(stepUp(product({ min_order_qty: 6 }), 6, byOne)).toBe(1);
    expect(stepUp(product({ min_order_qty: 6 }), 6, byMinimum)).toBe(6);
  });

  it('treats a missing minimum as 1', () => {
    expect(stepUp(product({ min_order_qty: 0 }), 0, byOne)).toBe(1);
  });

  it('asks for removal when a decrement would go below the minimum', () => {
    expect(decrementNeedsRemoval(product({ min_order_qty: 3 }), 3, byOne)).toBe(true);
    expect(decrementNeedsRemoval(product({ min_order_qty: 3 }), 4, byOne)).toBe(false);
    expect(decrementNeedsRemoval(product({ min_order_qty: 3 }), 6, byMinimum)).toBe(false);
    expect(decrementNeedsRemoval(product(), 1, byOne)).toBe(true);
  });
});

describe('setting a quantity', () => {
  const items = addItem([], product({ min_order_qty: 2, max_order_qty: 10 }), 4);
  const p = product({ min_order_qty: 2, max_order_qty: 10 });

  it('removes the line at 0 or less', () => {
    expect(setQuantity(items, p, 0)).toEqual([]);
    expect(setQuantity(items, p, -3)).toEqual([]);
  });

  it('clamps between the minimum and the maximum', () => {
    expect(setQuantity(items, p, 1)[0]?.quantity).toBe(2);
    expect(setQuantity(items, p, 99)[0]?.quantity).toBe(10);
    expect(setQuantity(items, p, 7)[0]?.quantity).toBe(7);
  });

  it('creates the line when it is not in the cart yet', () => {
    expect(setQuantity([], p, 3)).toHaveLength(1);
  });
});

describe('line fields, removal and totals', () => {
  const items: CartItem[] = addItem(
    addItem([], product(), 3),
    product({ id: 2, selling_price: 0.1 }),
    3,
  );

  it('updates the comment of one line only', () => {
    const updated = updateItem(items, 2, { comment: 'Deliver to dock 4' });
    expect(updated.map((item) => item.comment)).toEqual(['', 'Deliver to dock 4']);
  });

  it('removes one line', () => {
    expect(removeItem(items, 1).map((item) => item.product.id)).toEqual([2]);
  });

  it('puts a removed line back at its place with its quantity and comment', () => {
    const three = addItem(items, product({ id: 3 }), 4);
    const removed = { ...three[1]!, quantity: 7, comment: 'Dock 4' };
    const restored = restoreItem(removeItem(three, 2), removed, 1);
    expect(restored.map((item) => [item.product.id, item.quantity, item.comment])).toEqual([
      [1, 3, ''],
      [2, 7, 'Dock 4'],
      [3, 4, ''],
    ]);
    // The cart shrank meanwhile: the line goes last rather than nowhere.
    expect(restoreItem([], removed, 5).map((item) => item.product.id)).toEqual([2]);
  });

  it('restores the line in place of one of its product added since', () => {
    const readded = addItem(removeItem(items, 1), product(), 9);
    const restored = restoreItem(readded, items[0]!, 0);
    expect(restored.map((item) => [item.product.id, item.quantity])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it('sums price times quantity without floating-point drift', () => {
    expect(lineTotal(items[0]!)).toBe(3.3);
    expect(cartTotal(items)).toBe(3.6);
    expect(cartTotal([])).toBe(0);
  });
});

describe('contract prices in the cart (issue 11)', () => {
  const tiered = product({
    selling_price: 6,
    price_tiers: [
      { min_qty: 1, unit_price: 5.1 },
      { min_qty: 10, unit_price: 4.5 },
      { min_qty: 50, unit_price: 3.99 },
    ],
  });
  const line = (quantity: number, of = tiered): CartItem => ({
    product: of,
    quantity,
    comment: '',
    tag1: '',
    tag2: '',
  });

  it("prices a line at the buyer's tier its quantity reaches, not the product's own price", () => {
    expect(linePrice(line(9)).unitPriceCents).toBe(510);
    expect(lineTotal(line(9))).toBe(45.9);
    expect(linePrice(line(10)).unitPriceCents).toBe(450);
    expect(lineTotal(line(10))).toBe(45);
    expect(lineTotal(line(50))).toBe(199.5);
  });

  it('changes the line total when the quantity crosses a tier either way', () => {
    const below = setQuantity([line(9)], tiered, 9);
    const above = setQuantity(below, tiered, 12);
    expect(lineTotal(above[0]!)).toBe(54);
    expect(lineTotal(setQuantity(above, tiered, 3)[0]!)).toBe(15.3);
  });

  it('takes the product a card sets the quantity with, so a newer price applies', () => {
    const stale = [line(10, product({ selling_price: 6 }))];
    expect(lineTotal(setQuantity(stale, tiered, 10)[0]!)).toBe(45);
  });

  it("puts the catalogue's latest products into their lines, keeping quantities and order", () => {
    const stale = [
      { ...line(12, product({ selling_price: 6 })), comment: 'dock 4' },
      line(1, product({ id: 2 })),
    ];
    const refreshed = refreshProducts(stale, [tiered, product({ id: 9 })]);
    expect(refreshed.map((item) => [item.product.id, item.quantity, item.comment])).toEqual([
      [1, 12, 'dock 4'],
      [2, 1, ''],
    ]);
    expect(refreshed[0]!.product).toBe(tiered);
    expect(refreshed[1]).toBe(stale[1]);
    expect(lineTotal(refreshed[0]!)).toBe(54);
  });

  it('returns the very same list when no product changed', () => {
    const items = [line(12)];
    expect(refreshProducts(items, [{ ...tiered }])).toBe(items);
    expect(refreshProducts(items, [])).toBe(items);
  });

  it("keeps the product's own price without tiers", () => {
    expect(linePrice(line(100, product({ selling_price: 6 }))).unitPriceCents).toBe(600);
  });

  it('sums tiered lines in cents', () => {
    const cheap = product({
      id: 2,
      selling_price: 0.1,
      price_tiers: [{ min_qty: 3, unit_price: 0.07 }],
    });
    expect(cartTotal([line(10), line(3, cheap)])).toBe(45.21);
    expect(cartTotal([line(10), line(2, cheap)])).toBe(45.2);
  });
});

describe('checkout checks', () => {
  it('refuses an empty cart', () => {
    expect(checkoutProblem([])).toEqual({ key: 'cartEmptyError' });
  });

  it('names the first line below its minimum', () => {
    const short: CartItem = {
      product: product({ min_order_qty: 5 }),
      quantity: 2,
      comment: '',
      tag1: '',
      tag2: '',
    };
    expect(checkoutProblem([short])).toEqual({
      key: 'minOrderQtyError',
      productName: 'Hex bolt',
      minQty: 5,
    });
  });

  it('accepts a valid cart', () => {
    expect(checkoutProblem(addItem([], product(), 1))).toBeNull();
  });
});

describe('card plus and minus', () => {
  const capped = product({ min_order_qty: 5, max_order_qty: 12 });

  it('puts in the minimum on the first plus, then one', () => {
    expect(plusOutcome([], capped, byOne)).toEqual({ ok: true, quantity: 5 });
    const items = addItem([], capped, 5);
    expect(plusOutcome(items, capped, byOne)).toEqual({ ok: true, quantity: 6 });
  });

  it('steps by the minimum when selling by the minimum, refusing past the maximum', () => {
    const items = addItem([], capped, 10);
    expect(plusOutcome(addItem([], capped, 5), capped, byMinimum)).toEqual({
      ok: true,
      quantity: 10,
    });
    expect(plusOutcome(items, capped, byMinimum)).toEqual({ ok: false, max: 12 });
    expect(plusOutcome(setQuantity(items, capped, 12), capped, byOne)).toEqual({
      ok: false,
      max: 12,
    });
  });

  it('never refuses without a maximum', () => {
    const free = product({ max_order_qty: 0 });
    expect(plusOutcome(addItem([], free, 999_999), free, byOne)).toEqual({
      ok: true,
      quantity: 1_000_000,
    });
  });

  it('steps down, and asks for removal below the minimum', () => {
    expect(minusOutcome([], capped, byOne)).toEqual({ kind: 'none' });
    expect(minusOutcome(addItem([], capped, 7), capped, byOne)).toEqual({
      kind: 'set',
      quantity: 6,
    });
    expect(minusOutcome(addItem([], capped, 5), capped, byOne)).toEqual({
      kind: 'confirmRemoval',
    });
    expect(minusOutcome(addItem([], capped, 10), capped, byMinimum)).toEqual({
      kind: 'set',
      quantity: 5,
    });
    expect(minusOutcome(addItem([], capped, 9), capped, byMinimum)).toEqual({
      kind: 'confirmRemoval',
    });
  });

  it('knows when plus can add nothing more', () => {
    expect(isAtMaximum(capped, 12)).toBe(true);
    expect(isAtMaximum(capped, 11)).toBe(false);
    expect(isAtMaximum(product(), 1e9)).toBe(false);
  });
});

describe('a typed quantity', () => {
  const p = product({ min_order_qty: 4, max_order_qty: 18 });

  it('is kept whole and between the minimum and the maximum', () => {
    expect(fitQuantity(p, 2, byOne)).toBe(4);
    expect(fitQuantity(p, 7.6, byOne)).toBe(7);
    expect(fitQuantity(p, 40, byOne)).toBe(18);
  });

  it('goes up to a multiple of the minimum when selling by the minimum, within the maximum', () => {
    expect(fitQuantity(p, 5, byMinimum)).toBe(8);
    expect(fitQuantity(p, 17, byMinimum)).toBe(16);
    expect(fitQuantity(product({ min_order_qty: 6, max_order_qty: 5 }), 9, byMinimum)).toBe(5);
  });

  it('leaves 0, negatives and garbage at 0 for the caller to remove the line', () => {
    expect(fitQuantity(p, 0, byOne)).toBe(0);
    expect(fitQuantity(p, -3, byMinimum)).toBe(0);
    expect(fitQuantity(p, Number.NaN, byOne)).toBe(0);
  });
});

describe('a quantity typed on a card', () => {
  const valve = product({ description: 'Ball valve', min_order_qty: 5, max_order_qty: 40 });
  const refusal = (key: string, params: Record<string, string | number>) => ({
    kind: 'refused',
    check: { ok: false, key, params },
  });

  it('puts in exactly what was typed when the rules allow it', () => {
    expect(typedOutcome([], valve, '20', byOne)).toEqual({ kind: 'set', quantity: 20 });
    expect(typedOutcome(addItem([], valve, 5), valve, '7', byOne)).toEqual({
      kind: 'set',
      quantity: 7,
    });
    expect(typedOutcome([], valve, '20', byMinimum)).toEqual({ kind: 'set', quantity: 20 });
    expect(typedOutcome([], valve, '12.9', byOne)).toEqual({ kind: 'set', quantity: 12 });
  });

  it('refuses below the minimum, above the maximum and off the step, with the rule that failed', () => {
    expect(typedOutcome([], valve, '3', byOne)).toEqual(
      refusal('orders.minQuantity', { productName: 'Ball valve', minQty: 5 }),
    );
    expect(typedOutcome([], valve, '41', byOne)).toEqual(
      refusal('orders.maxQuantity', { max: 40 }),
    );
    expect(typedOutcome([], valve, '12', byMinimum)).toEqual(
      refusal('orders.quantityStep', { productName: 'Ball valve', minQty: 5 }),
    );
    const partOnly = product({ description: '', part_number: 'P-9', min_order_qty: 2 });
    expect(typedOutcome([], partOnly, '1', byOne)).toEqual(
      refusal('orders.minQuantity', { productName: 'P-9', minQty: 2 }),
    );
  });

  it('asks for removal at 0 when the product is in the cart, and otherwise changes nothing', () => {
    const items = addItem([], valve, 10);
    expect(typedOutcome(items, valve, '0', byOne)).toEqual({ kind: 'confirmRemoval' });
    expect(typedOutcome([], valve, '0', byOne)).toEqual({ kind: 'none' });
    expect(typedOutcome(items, valve, '', byOne)).toEqual({ kind: 'none' });
    expect(typedOutcome(items, valve, 'abc', byOne)).toEqual({ kind: 'none' });
    expect(typedOutcome(items, valve, '10', byOne)).toEqual({ kind: 'none' });
  });
});
