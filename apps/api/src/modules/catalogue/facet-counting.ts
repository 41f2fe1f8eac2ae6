import { numberRangeOf } from '@portal/contract';
import type { FacetCountRow } from './facets.repository.ts';
import type { FacetStore } from './facet-store.ts';
import type { AttributeChoice, Narrowing } from './narrowing.ts';

/** What the counts are of: the rows the words and category match, and how the buyer narrows. */
export interface FacetCountInput {
  /** The matched rows of the store, each once: the first `matched` of `rows`. */
  rows: Int32Array;
  matched: number;
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
  const { values, categories } = store;
  const choices = narrowing.attributes;
  const holds = choices.map((choice) => valueHolds(store, choice));
  const withPrices = priceOf !== null;
  const wantsStock = withPrices && narrowing.inStock;
  const { priceMin, priceMax } = narrowing;
  // By slot: whether a value's attribute is counted, whether a category is one of the list's
  // children; and the counts.
  const counted = new Set(input.attributeIds);
  const countedValue = values.attributes.map((attributeId) => (counted.has(attributeId) ? 1 : 0));
  const childSlots = store.childSlotsOf(input.categoryId ?? 0);
  const isChild = new Uint8Array(categories.ids.length);
  for (const slot of childSlots) isChild[slot] = 1;
  const valueCounts = new Int32Array(values.texts.length);
  const categoryCounts = new Int32Array(categories.ids.length);

  // Locals for the loop: property reads per row are what the loop would otherwise spend on.
  const { inStock: stockOf, categoryStarts, categorySlots, valueStarts, valueSlots } = store;
  const slotAttributes = values.attributes;
  const { rows, matched } = input;
  let total = 0;
  let inStock = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let at = 0; at < matched; at++) {
    const row = rows[at]!;
    // Which choices the row fails: none, those of one attribute (its own values are still
    // counted), or more (nothing of its is counted but the price range, below).
    let failedAttribute = -1;
    let severalFail = false;
    for (let k = 0; k < choices.length; k++) {
      if (rowHolds(valueStarts, valueSlots, row, holds[k]!)) continue;
      const attributeId = choices[k]!.attributeId;
      if (failedAttribute === -1 || failedAttribute === attributeId) failedAttribute = attributeId;
      else severalFail = true;
    }
    const chosen = failedAttribute === -1;
    const stocked = stockOf[row] === 1;
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
    if (!stockOk || !priceOk || severalFail) continue;
    if (chosen) {
      total++;
      for (let c = categoryStarts[row]!; c < categoryStarts[row + 1]!; c++) {
        const slot = categorySlots[c]!;
        if (isChild[slot] === 1) categoryCounts[slot]!++;
      }
    }
    for (let v = valueStarts[row]!; v < valueStarts[row + 1]!; v++) {
      const slot = valueSlots[v]!;
      if (countedValue[slot] === 1 && (chosen || slotAttributes[slot] === failedAttribute)) {
        valueCounts[slot]!++;
      }
    }
  }

  const counts: FacetCountRow[] = [
    { facet: 'total', id: 0, value: '', count: total, low: null, high: null },
  ];
  for (const slot of childSlots) {
    const count = categoryCounts[slot]!;
    if (count === 0) continue;
    counts.push({
      facet: 'category',
      id: categories.ids[slot]!,
      value: '',
      count,
      low: null,
      high: null,
    });
  }
  valueCounts.forEach((count, slot) => {
    if (count === 0) return;
    const id = values.attributes[slot]!;
    counts.push({
      facet: 'attribute',
      id,
      value: values.texts[slot]!,
      count,
      low: null,
      high: null,
    });
  });
  if (withPrices) {
    const range = low <= high;
    counts.push({
      facet: 'stock',
      id: 0,
      value: '',
      count: inStock,
      low: range ? String(low) : null,
      high: range ? String(high) : null,
    });
  }
  return counts;
}

/** Whether a row has one of the values (by slot) a choice names. */
function rowHolds(
  valueStarts: Int32Array,
  valueSlots: Int32Array,
  row: number,
  holds: Uint8Array,
): boolean {
  for (let at = valueStarts[row]!; at < valueStarts[row + 1]!; at++) {
    if (holds[valueSlots[at]!] === 1) return true;
  }
  return false;
}

/**
 * For each value slot of the store, whether the choice names it: a value of its attribute that is
 * an option's id, yes or no chosen, a number equal to one chosen (as numbers: 6.5 is 6.50) or
 * within a chosen range, both ends included, as narrowing.ts's attributeMatch compares them in SQL.
 */
function valueHolds(store: FacetStore, choice: AttributeChoice): Uint8Array {
  const { attributes, texts } = store.values;
  const holds = new Uint8Array(texts.length);
  const named = new Set(choice.values);
  const numbers = choice.values.filter((value) => numberRangeOf(value) === null).map(Number);
  const ranges = choice.values.flatMap((value) => numberRangeOf(value) ?? []);
  texts.forEach((text, slot) => {
    if (attributes[slot] !== choice.attributeId) return;
    if (choice.kind !== 'number') {
      holds[slot] = named.has(text) ? 1 : 0;
      return;
    }
    const value = Number(text);
    const inRange = ranges.some(
      (range) =>
        (range.min === undefined || value >= range.min) &&
        (range.max === undefined || value <= range.max),
    );
    holds[slot] = inRange || numbers.includes(value) ? 1 : 0;
  });
  return holds;
}
