import { numberRangeOf } from '@portal/contract';
import type { FacetCountRow } from './facets.repository.ts';
import type { FacetStore } from './facet-store.ts';
import type { AttributeChoice, Narrowing } from './narrowing.ts';

/** What the counts are of: the rows the words and category match, and how the buyer narrows. */
export interface FacetCountInput {
  /** Visits each matched row of the store once. */
  forEachRow: (visit: (row: number) => void) => void;
  narrowing: Narrowing;
  /** The tenant's filter attributes, whose values are counted. */
  attributeIds: readonly number[];
  /** The list's category: its children are counted, or the top categories. */
  categoryId: number | undefined;
  /** A buyer's price of a row (their list's or the product's own); null: a visitor's facets. */
  priceOf: ((row: number) => number) | null;
}

/**
 * The rows of the facets' statement (facets.repository.ts), counted over a FacetStore instead:
 * the same counts, by the same rules, which that statement's comments explain. A facet is counted
 * with every other facet's choice and not its own; the categories and the total with all of them;
 * a visitor's with no stock or price condition at all.
 */
export function countFacets(store: FacetStore, input: FacetCountInput): FacetCountRow[] {
  const { narrowing, priceOf } = input;
  const choices = narrowing.attributes;
  const holds = choices.map((choice) => valueHolds(store, choice));
  const withPrices = priceOf !== null;
  const wantsStock = withPrices && narrowing.inStock;
  const { priceMin, priceMax } = narrowing;
  const counted = new Set(input.attributeIds);
  const children = new Set(store.childrenOf(input.categoryId));

  let total = 0;
  let inStock = 0;
  let low = Infinity;
  let high = -Infinity;
  const categoryCounts = new Map<number, number>();
  /** Counts by attribute id times the number of values plus the value's key. */
  const valueCounts = new Map<number, number>();
  const keys = store.valueTexts.length;

  input.forEachRow((row) => {
    // Which choices the row fails: none, those of one attribute (its own values are still
    // counted), or more (nothing of its is counted but the price range, below).
    let failedAttribute = -1;
    let severalFail = false;
    for (let k = 0; k < choices.length; k++) {
      if (rowHolds(store, row, choices[k]!.attributeId, holds[k]!)) continue;
      const attributeId = choices[k]!.attributeId;
      if (failedAttribute === -1 || failedAttribute === attributeId) failedAttribute = attributeId;
      else severalFail = true;
    }
    const chosen = failedAttribute === -1;
    const stocked = store.inStock[row] === 1;
    const stockOk = !wantsStock || stocked;
    let priceOk = true;
    if (withPrices) {
      const price = priceOf(row);
      if (priceMin !== undefined && !(price >= priceMin)) priceOk = false;
      if (priceMax !== undefined && !(price <= priceMax)) priceOk = false;
      if (chosen && stockOk) {
        if (price < low) low = price;
        if (price > high) high = price;
      }
      if (chosen && stocked && priceOk) inStock++;
    }
    if (!stockOk || !priceOk || severalFail) return;
    if (chosen) {
      total++;
      for (let at = store.categoryStarts[row]!; at < store.categoryStarts[row + 1]!; at++) {
        const categoryId = store.categoryIds[at]!;
        if (children.has(categoryId)) {
          categoryCounts.set(categoryId, (categoryCounts.get(categoryId) ?? 0) + 1);
        }
      }
    }
    for (let at = store.valueStarts[row]!; at < store.valueStarts[row + 1]!; at++) {
      const attributeId = store.valueAttributes[at]!;
      if (!counted.has(attributeId) || (!chosen && attributeId !== failedAttribute)) continue;
      const slot = attributeId * keys + store.valueKeys[at]!;
      valueCounts.set(slot, (valueCounts.get(slot) ?? 0) + 1);
    }
  });

  const rows: FacetCountRow[] = [
    { facet: 'total', id: 0, value: '', count: total, low: null, high: null },
  ];
  for (const [id, count] of [...categoryCounts].sort((a, b) => a[0] - b[0])) {
    rows.push({ facet: 'category', id, value: '', count, low: null, high: null });
  }
  for (const [slot, count] of valueCounts) {
    const id = Math.floor(slot / keys);
    const value = store.valueTexts[slot - id * keys]!;
    rows.push({ facet: 'attribute', id, value, count, low: null, high: null });
  }
  if (withPrices) {
    const range = low <= high;
    rows.push({
      facet: 'stock',
      id: 0,
      value: '',
      count: inStock,
      low: range ? String(low) : null,
      high: range ? String(high) : null,
    });
  }
  return rows;
}

/** Whether a row has a value of the choice's attribute that the choice names. */
function rowHolds(store: FacetStore, row: number, attributeId: number, holds: Uint8Array): boolean {
  for (let at = store.valueStarts[row]!; at < store.valueStarts[row + 1]!; at++) {
    if (store.valueAttributes[at] === attributeId && holds[store.valueKeys[at]!] === 1) return true;
  }
  return false;
}

/**
 * For each value of the store, whether the choice names it: an option's id, yes or no, a number
 * equal to one chosen (as numbers: 6.5 is 6.50) or within a chosen range, both ends included, as
 * narrowing.ts's attributeMatch compares them in SQL.
 */
function valueHolds(store: FacetStore, choice: AttributeChoice): Uint8Array {
  const holds = new Uint8Array(store.valueTexts.length);
  const named = new Set(choice.values);
  const numbers = choice.values.filter((value) => numberRangeOf(value) === null).map(Number);
  const ranges = choice.values.flatMap((value) => numberRangeOf(value) ?? []);
  store.valueTexts.forEach((text, key) => {
    if (choice.kind !== 'number') {
      holds[key] = named.has(text) ? 1 : 0;
      return;
    }
    if (text === 'yes' || text === 'no') return;
    const value = Number(text);
    const inRange = ranges.some(
      (range) =>
        (range.min === undefined || value >= range.min) &&
        (range.max === undefined || value <= range.max),
    );
    holds[key] = inRange || numbers.includes(value) ? 1 : 0;
  });
  return holds;
}
