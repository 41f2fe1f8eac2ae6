import type { Language } from '@portal/contract';
import type { PriceListTiers } from '../pricing/price-list-tiers.ts';
import type { FacetAttribute } from './facet-attributes.repository.ts';
import { ListRowPrices } from './list-row-prices.ts';

/**
 * What the facets count, per active product of a tenant at one catalogue version, held in typed
 * arrays (decision 055): whether it is in stock, its own price, its default unit and minimum
 * order quantity (which tier of a price list prices it), the categories it is listed in, and its
 * attribute values. The bench tenant's 100,000 products take a few MB.
 *
 * Why it exists: the facets' statement (facets.repository.ts) reads every match of a search and
 * probes each one's categories and values; for a common word of the bench tenant that is
 * 100-200 ms of PostgreSQL a request. Counted here over the search index's matches
 * (indexed-search.ts), the same counts cost the server a few milliseconds and the database
 * nothing.
 */
export class FacetStore {
  /** The catalogue version the store was read at: the search index is matched at the same. */
  readonly version: number;
  /** Active products' ids, ascending; a product's row is its place here. */
  readonly productIds: Int32Array;
  readonly inStock: Uint8Array;
  readonly ownPrice: Float64Array;
  /** The unit of measure of the product's default unit (0: none), whose tiers price it. */
  readonly uomId: Int32Array;
  /** The minimum order quantity, at least 1: the quantity a tier must be reached by. */
  readonly moq: Int32Array;
  /** Where each row's categories start in `categorySlots`; one more than there are rows. */
  readonly categoryStarts: Int32Array;
  /** The categories a row is listed in, each as its slot: its place in `categories`. */
  readonly categorySlots: Int32Array;
  /** The tenant's categories by slot: id and parent (0: the top level). */
  readonly categories: { readonly ids: Int32Array; readonly parents: Int32Array };
  /** Where each row's values start in `valueSlots`; one more than there are rows. */
  readonly valueStarts: Int32Array;
  /** A row's values, each as its slot: its place in `values`. */
  readonly valueSlots: Int32Array;
  /**
   * Every distinct attribute value by slot: its attribute and its text as the facets' statement
   * writes it (an option's id, `yes`/`no`, trim_scale of a number). Counts are kept by slot.
   */
  readonly values: { readonly attributes: Int32Array; readonly texts: readonly string[] };
  /** Rows by product id: an array over the ids' span where it is dense, else a map. */
  readonly #rowById: RowLookup;
  /** The rows a search's words match (language and words), the most recently counted kept. */
  readonly #matches = new Map<string, Int32Array>();
  #matchesBytes = 0;
  /** Every row, in order: what a list without words counts (made once, when first asked). */
  #allRows: Int32Array | undefined;
  /** The child slots of each parent category (made once, when first asked). */
  #children: Map<number, Int32Array> | undefined;
  /** The tenant's filter attributes in each language asked, read once with the store's life. */
  readonly #attributes = new Map<Language, Promise<FacetAttribute[]>>();
  /**
   * Each price list's prices of the rows, made when first counted with: held while both the store
   * and the list's tiers are (charged to the tiers in the tiers' cache: 12 bytes a priced row),
   * and made again for a list's new tiers.
   */
  readonly #listPrices = new WeakMap<PriceListTiers, ListRowPrices>();

  constructor(parts: {
    version: number;
    productIds: Int32Array;
    inStock: Uint8Array;
    ownPrice: Float64Array;
    uomId: Int32Array;
    moq: Int32Array;
    categoryStarts: Int32Array;
    categorySlots: Int32Array;
    categories: { ids: Int32Array; parents: Int32Array };
    valueStarts: Int32Array;
    valueSlots: Int32Array;
    values: { attributes: Int32Array; texts: readonly string[] };
    rowById?: RowLookup;
  }) {
    this.version = parts.version;
    this.productIds = parts.productIds;
    this.inStock = parts.inStock;
    this.ownPrice = parts.ownPrice;
    this.uomId = parts.uomId;
    this.moq = parts.moq;
    this.categoryStarts = parts.categoryStarts;
    this.categorySlots = parts.categorySlots;
    this.categories = parts.categories;
    this.valueStarts = parts.valueStarts;
    this.valueSlots = parts.valueSlots;
    this.values = parts.values;
    this.#rowById = parts.rowById ?? rowLookup(parts.productIds);
  }

  get size(): number {
    return this.productIds.length;
  }

  /** Memory held, for the cache's bound (read-through-cache.ts). */
  get approximateBytes(): number {
    const arrays = [
      this.productIds,
      this.inStock,
      this.ownPrice,
      this.uomId,
      this.moq,
      this.categoryStarts,
      this.categorySlots,
      this.categories.ids,
      this.categories.parents,
      this.valueStarts,
      this.valueSlots,
      this.values.attributes,
    ];
    const lookup =
      this.#rowById instanceof Map ? this.#rowById.size * 40 : this.#rowById.rows.byteLength;
    const texts = this.values.texts.reduce((sum, text) => sum + 40 + 2 * text.length, 0);
    // What the kept matches, every row and the categories' children (a slot each, an array per
    // parent at most) may come to hold, charged from the start.
    const kept = MATCHES_KEPT_BYTES + 4 * this.productIds.length + 104 * this.categories.ids.length;
    return arrays.reduce((sum, array) => sum + array.byteLength, 1_000 + lookup + texts + kept);
  }

  /**
   * The tenant's filter attributes in a language (names, options), read by `read` the first time
   * and kept as long as the store: a change of them is a change of the catalogue, which forgets
   * both. A read that fails is not kept.
   */
  attributesIn(
    language: Language,
    read: () => Promise<FacetAttribute[]>,
  ): Promise<FacetAttribute[]> {
    let attributes = this.#attributes.get(language);
    if (!attributes) {
      attributes = read();
      this.#attributes.set(language, attributes);
      attributes.catch(() => this.#attributes.delete(language));
    }
    return attributes;
  }

  /**
   * The rows a search's words match at the store's version, if kept: the same words asked again
   * (with other choices, another price list, a category) are not matched again.
   */
  matchesOf(key: string): Int32Array | undefined {
    const rows = this.#matches.get(key);
    if (rows) {
      this.#matches.delete(key);
      this.#matches.set(key, rows);
    }
    return rows;
  }

  /** Keeps a search's matched rows, the least recently asked going past MATCHES_KEPT_BYTES. */
  keepMatches(key: string, rows: Int32Array): void {
    const bytes = rows.byteLength + 2 * key.length;
    if (bytes > MATCHES_KEPT_BYTES / 8) return;
    for (const [oldest, kept] of this.#matches) {
      if (this.#matchesBytes + bytes <= MATCHES_KEPT_BYTES) break;
      this.#matches.delete(oldest);
      this.#matchesBytes -= kept.byteLength + 2 * oldest.length;
    }
    this.#matches.set(key, rows);
    this.#matchesBytes += bytes;
  }

  /** A price list's prices of the rows it prices (list-row-prices.ts). */
  listPricesOf(tiers: PriceListTiers): ListRowPrices {
    let prices = this.#listPrices.get(tiers);
    if (!prices) {
      prices = ListRowPrices.of(tiers, this);
      this.#listPrices.set(tiers, prices);
    }
    return prices;
  }

  /** Every row, in order. */
  get allRows(): Int32Array {
    this.#allRows ??= Int32Array.from({ length: this.size }, (_, row) => row);
    return this.#allRows;
  }

  /** The row of an active product, or -1. */
  rowOf(productId: number): number {
    return rowIn(this.#rowById, productId);
  }

  /** Whether a row is listed in the category of slot `slot` (itself or below it). */
  isListedIn(row: number, slot: number): boolean {
    for (let at = this.categoryStarts[row]!; at < this.categoryStarts[row + 1]!; at++) {
      if (this.categorySlots[at] === slot) return true;
    }
    return false;
  }

  /**
   * The slots of a category's children (0: the top level's), ascending: what a count reports of
   * the categories. Made for every parent at once, the first time one is asked, so that a count
   * visits a list's few children rather than each of the tenant's categories.
   */
  childSlotsOf(parentId: number): Int32Array {
    this.#children ??= childrenByParent(this.categories.parents);
    return this.#children.get(parentId) ?? NO_SLOTS;
  }

  /** The slot of a category of the tenant's, or -1. */
  categorySlotOf(categoryId: number): number {
    return this.categories.ids.indexOf(categoryId);
  }
}

const NO_SLOTS = new Int32Array(0);

/** Each parent's child slots, ascending, from the categories' parents by slot. */
function childrenByParent(parents: Int32Array): Map<number, Int32Array> {
  const slots = new Map<number, number[]>();
  parents.forEach((parent, slot) => {
    const children = slots.get(parent);
    if (children) children.push(slot);
    else slots.set(parent, [slot]);
  });
  return new Map([...slots].map(([parent, children]) => [parent, Int32Array.from(children)]));
}

export function rowIn(lookup: RowLookup, productId: number): number {
  if (lookup instanceof Map) return lookup.get(productId) ?? -1;
  const at = productId - lookup.offset;
  return at >= 0 && at < lookup.rows.length ? lookup.rows[at]! : -1;
}

/**
 * Memory a store's kept matches may hold: 4 MiB is the matches of about 50 searches of 20,000
 * products each, or thousands of narrow ones.
 */
const MATCHES_KEPT_BYTES = 4 * 1024 * 1024;

/** An array from id to row over the ids' span when that is at most a few times their number. */
export type RowLookup = { offset: number; rows: Int32Array } | Map<number, number>;

export function rowLookup(productIds: Int32Array): RowLookup {
  const count = productIds.length;
  const first = count > 0 ? productIds[0]! : 0;
  const span = count > 0 ? productIds[count - 1]! - first + 1 : 0;
  if (span <= 4 * count + 1_024) {
    const rows = new Int32Array(span).fill(-1);
    for (let row = 0; row < count; row++) rows[productIds[row]! - first] = row;
    return { offset: first, rows };
  }
  const rows = new Map<number, number>();
  for (let row = 0; row < count; row++) rows.set(productIds[row]!, row);
  return rows;
}
