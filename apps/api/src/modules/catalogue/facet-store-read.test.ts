import { describe, expect, it } from 'vitest';
import { ascendingOrder, facetStoreFromText, wholeNumbersOf } from './facet-store-read.ts';
import type { FacetStore } from './facet-store.ts';

/**
 * The store's statement leaves each part in the order PostgreSQL read it (facet-store-read.ts):
 * the store is the same whatever that order is.
 */
const products = [
  [11, 1, '12.5', 3, 1],
  [4, 0, '7', 0, 10],
  [27, 1, '0.125', 5, 2],
];
const listed = [
  [27, 100],
  [4, 101],
  [11, 100],
  [27, 102],
  [4, 100],
];
const values = [
  [27, 9, '6.5'],
  [11, 8, 'yes'],
  [4, 9, '10'],
  [27, 8, 'no'],
  [11, 7, '301'],
];
const categories = '100 0 101 100 102 100';
const text = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.join(' ')).join(' ');

function storeOf(order: (rows: readonly (readonly (string | number)[])[]) => typeof rows) {
  return facetStoreFromText({
    version: 3,
    products: text(order(products)),
    listed: text(order(listed)),
    categories,
    attribute_values: text(order(values)),
  });
}

/** A store as its rows read: each product's id, stock, price, unit, minimum, listings, values. */
function rowsOf(store: FacetStore) {
  return [...store.productIds].map((id, row) => ({
    id,
    stocked: store.inStock[row],
    price: store.ownPrice[row],
    uom: store.uomId[row],
    moq: store.moq[row],
    categories: [
      ...store.categorySlots.subarray(store.categoryStarts[row], store.categoryStarts[row + 1]),
    ]
      .map((slot) => store.categories.ids[slot])
      .sort(),
    values: [...store.valueSlots.subarray(store.valueStarts[row], store.valueStarts[row + 1])]
      .map((slot) => `${store.values.attributes[slot]}:${store.values.texts[slot]}`)
      .sort(),
  }));
}

describe('the facet store read from its texts', () => {
  it('puts products in id order and each listing and value on its product, in any order', () => {
    const asRead = storeOf((rows) => rows);
    const sorted = storeOf((rows) => [...rows].sort((a, b) => Number(a[0]) - Number(b[0])));
    const reversed = storeOf((rows) => [...rows].reverse());
    expect([...asRead.productIds]).toEqual([4, 11, 27]);
    expect(rowsOf(asRead)).toEqual([
      { id: 4, stocked: 0, price: 7, uom: 0, moq: 10, categories: [100, 101], values: ['9:10'] },
      {
        id: 11,
        stocked: 1,
        price: 12.5,
        uom: 3,
        moq: 1,
        categories: [100],
        values: ['7:301', '8:yes'],
      },
      {
        id: 27,
        stocked: 1,
        price: 0.125,
        uom: 5,
        moq: 2,
        categories: [100, 102],
        values: ['8:no', '9:6.5'],
      },
    ]);
    expect(rowsOf(sorted)).toEqual(rowsOf(asRead));
    expect(rowsOf(reversed)).toEqual(rowsOf(asRead));
    expect(asRead.rowOf(27)).toBe(2);
    expect(asRead.isListedIn(asRead.rowOf(4), asRead.categorySlotOf(101))).toBe(true);
  });

  it('reads whole numbers without a string each, and orders ids only when they are not', () => {
    expect([...wholeNumbersOf('12 0 -3 4500000')]).toEqual([12, 0, -3, 4_500_000]);
    expect([...wholeNumbersOf('')]).toEqual([]);
    expect([...wholeNumbersOf(null)]).toEqual([]);
    expect([...ascendingOrder(Int32Array.from([5, 9, 12]))]).toEqual([0, 1, 2]);
    expect([...ascendingOrder(Int32Array.from([9, 5, 12, 1]))]).toEqual([3, 1, 0, 2]);
  });
});
