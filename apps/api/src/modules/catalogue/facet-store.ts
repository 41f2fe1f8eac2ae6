import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { FacetAttribute } from './facet-attributes.repository.ts';
import { counter } from './catalogue.repository.ts';

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
  /** The catalogue version the store was read at: it answers only a request read at the same. */
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
  /** The tenant's filter attributes in each language asked, read once with the store's life. */
  readonly #attributes = new Map<Language, Promise<FacetAttribute[]>>();

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
    return arrays.reduce((sum, array) => sum + array.byteLength, 1_000 + lookup + texts);
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

  /** The slot of a category of the tenant's, or -1. */
  categorySlotOf(categoryId: number): number {
    return this.categories.ids.indexOf(categoryId);
  }
}

function rowIn(lookup: RowLookup, productId: number): number {
  if (lookup instanceof Map) return lookup.get(productId) ?? -1;
  const at = productId - lookup.offset;
  return at >= 0 && at < lookup.rows.length ? lookup.rows[at]! : -1;
}

/** An array from id to row over the ids' span when that is at most a few times their number. */
type RowLookup = { offset: number; rows: Int32Array } | Map<number, number>;

function rowLookup(productIds: Int32Array): RowLookup {
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

/** The texts the store is read from: one statement, one snapshot, one version. */
interface StoreText {
  version: number;
  products: string | null;
  listed: string | null;
  categories: string | null;
  attribute_values: string | null;
}

/**
 * Reads a tenant's store in one statement. Each part comes as one text of space-separated
 * fields (a 100,000-row answer as objects costs the server ten times more to receive than one
 * string to split, as the price lists' tiers found): products with their stock, price, unit and
 * minimum; each listing of a product in a category; the categories' parents; each product's
 * attribute values, an option list unnested into one value per option.
 */
export async function loadFacetStore(db: Db, tenantId: number): Promise<FacetStore> {
  const { rows } = await sql<StoreText>`
    select ${counter(db, tenantId, 'catalogue_version')} as version,
      (select string_agg(p.id || ' ' || (p.available > 0)::int || ' ' || p.selling_price
          || ' ' || coalesce(pu.uom_id, 0) || ' ' || greatest(p.min_order_qty, 1), ' '
          order by p.id)
        from products p
        left join product_uoms pu on pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
        where p.tenant_id = ${tenantId} and p.active) as products,
      (select string_agg(cp.product_id || ' ' || cp.category_id, ' '
          order by cp.product_id, cp.category_id)
        from category_products cp where cp.tenant_id = ${tenantId}) as listed,
      (select string_agg(c.id || ' ' || coalesce(c.parent_id, 0), ' ')
        from categories c where c.tenant_id = ${tenantId}) as categories,
      (select string_agg(v.product_id || ' ' || v.attribute_id || ' ' || x.value, ' '
          order by v.product_id, v.attribute_id)
        from product_attribute_values v
        cross join lateral unnest(case
          when v.option_ids is not null then v.option_ids::text[]
          when v.flag is not null then array[case when v.flag then 'yes' else 'no' end]
          else array[trim_scale(v.number_value)::text] end) as x (value)
        where v.tenant_id = ${tenantId} and x.value is not null) as attribute_values
  `.execute(db);
  return facetStoreFromText(rows[0]!);
}

const fieldsOf = (text: string | null) => (text === null || text === '' ? [] : text.split(' '));

/** Builds the store from the statement's texts (exported for its tests). */
export function facetStoreFromText(text: StoreText): FacetStore {
  const products = fieldsOf(text.products);
  const count = products.length / 5;
  const productIds = new Int32Array(count);
  const inStock = new Uint8Array(count);
  const ownPrice = new Float64Array(count);
  const uomId = new Int32Array(count);
  const moq = new Int32Array(count);
  for (let row = 0; row < count; row++) {
    productIds[row] = Number(products[5 * row]);
    inStock[row] = products[5 * row + 1] === '1' ? 1 : 0;
    ownPrice[row] = Number(products[5 * row + 2]);
    uomId[row] = Number(products[5 * row + 3]);
    moq[row] = Number(products[5 * row + 4]);
  }
  const rowById = rowLookup(productIds);
  const rowOf = (id: number) => rowIn(rowById, id);

  const tree = fieldsOf(text.categories);
  const categories = {
    ids: Int32Array.from({ length: tree.length / 2 }, (_, at) => Number(tree[2 * at])),
    parents: Int32Array.from({ length: tree.length / 2 }, (_, at) => Number(tree[2 * at + 1])),
  };
  const categorySlot = new Map([...categories.ids].map((id, slot) => [id, slot]));

  // Listings and values come ordered by product, as the rows are: each row's run is contiguous.
  const listed = fieldsOf(text.listed);
  const listings = runsByRow(count, listed.length / 2, (at) => rowOf(Number(listed[2 * at])));
  const categorySlots = new Int32Array(listings.kept);
  listings.each((at, into) => {
    categorySlots[into] = categorySlot.get(Number(listed[2 * at + 1])) ?? -1;
  });

  const read = fieldsOf(text.attribute_values);
  const slots = new Map<string, number>();
  const slotAttributes: number[] = [];
  const texts: string[] = [];
  const valueRuns = runsByRow(count, read.length / 3, (at) => rowOf(Number(read[3 * at])));
  const valueSlots = new Int32Array(valueRuns.kept);
  valueRuns.each((at, into) => {
    const attribute = read[3 * at + 1]!;
    const value = read[3 * at + 2]!;
    const key = `${attribute}:${value}`;
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = texts.length;
      slots.set(key, slot);
      slotAttributes.push(Number(attribute));
      texts.push(value);
    }
    valueSlots[into] = slot;
  });

  return new FacetStore({
    version: Number(text.version),
    productIds,
    inStock,
    ownPrice,
    uomId,
    moq,
    categoryStarts: listings.starts,
    categorySlots,
    categories,
    valueStarts: valueRuns.starts,
    valueSlots,
    values: { attributes: Int32Array.from(slotAttributes), texts },
    rowById,
  });
}

/**
 * Lays out items ordered by product into runs per row: `rowAt` names an item's row (-1: a product
 * not in the store, left out). Returns where each row's run starts, how many items are kept, and
 * `each`, which visits the kept items with their place.
 */
function runsByRow(rows: number, items: number, rowAt: (item: number) => number) {
  const itemRows = new Int32Array(items);
  const counts = new Int32Array(rows + 1);
  let kept = 0;
  for (let at = 0; at < items; at++) {
    const row = rowAt(at);
    itemRows[at] = row;
    if (row >= 0) {
      counts[row + 1]!++;
      kept++;
    }
  }
  const starts = new Int32Array(rows + 1);
  for (let row = 0; row < rows; row++) starts[row + 1] = starts[row]! + counts[row + 1]!;
  const next = starts.slice(0, rows);
  return {
    starts,
    kept,
    each(visit: (item: number, into: number) => void) {
      for (let at = 0; at < items; at++) {
        const row = itemRows[at]!;
        if (row >= 0) visit(at, next[row]!++);
      }
    },
  };
}
