import { firstAtLeast } from '../../lib/sorted-search.ts';
import type { PriceListTiers } from '../pricing/price-list-tiers.ts';

/**
 * A price list's price of each row of a FacetStore it prices (the tier its default unit and
 * minimum order quantity reach), the rows ascending: made once per store and list, where looking
 * the list's tiers up for every matched row of every count took a tenth of the facets row's server
 * time (docs/performance/2026-11-30-session-29-facets-profile.md).
 */
export class ListRowPrices {
  constructor(
    readonly rows: Int32Array,
    readonly prices: Float64Array,
  ) {}

  /**
   * The list's prices of the store's rows: `rowOf` finds a product's row (-1: not in the store),
   * whose unit and minimum order quantity pick its tier.
   */
  static of(
    tiers: PriceListTiers,
    store: {
      rowOf(productId: number): number;
      readonly uomId: Int32Array;
      readonly moq: Int32Array;
    },
  ): ListRowPrices {
    const rows = new Int32Array(tiers.productCount);
    const prices = new Float64Array(tiers.productCount);
    let count = 0;
    // The list's products come ascending, as the store's rows are.
    tiers.forEachProduct((productId) => {
      const row = store.rowOf(productId);
      if (row < 0) return;
      const price = tiers.unitPrice(productId, store.uomId[row]!, store.moq[row]!);
      if (price === undefined) return;
      rows[count] = row;
      prices[count++] = price;
    });
    return new ListRowPrices(rows.slice(0, count), prices.slice(0, count));
  }

  /**
   * The price of a row: the list's, else `own[row]`. Rows asked in ascending order (as a count
   * visits them) are each found from where the last one was; a row asked out of order is found
   * from the start.
   */
  reader(own: Float64Array): (row: number) => number {
    const { rows, prices } = this;
    let cursor = 0;
    return (row) => {
      if (cursor > 0 && rows[cursor - 1]! >= row) cursor = 0;
      cursor = firstRowAtLeast(rows, row, cursor);
      return cursor < rows.length && rows[cursor] === row ? prices[cursor]! : own[row]!;
    };
  }
}

/**
 * The first place at or after `from` whose row is at least `row` (rows.length: none), by steps
 * doubling from `from` and then halving: a few comparisons for a row near the last one found.
 */
export function firstRowAtLeast(rows: Int32Array, row: number, from: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < rows.length && rows[high]! < row) {
    low = high + 1;
    high = low + step;
    step *= 2;
  }
  return firstAtLeast(rows, row, low, Math.min(high, rows.length));
}
