import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { counter } from './catalogue.repository.ts';
import { FacetStore, rowIn, rowLookup } from './facet-store.ts';

/**
 * Reading a tenant's FacetStore (facet-store.ts) from the database: one statement, its texts split
 * into the store's typed arrays.
 */

/** The texts the store is read from: one statement, one snapshot, one version. */
export interface StoreText {
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
 *
 * Each part comes in the order PostgreSQL read it, and the store puts it in order
 * (facetStoreFromText): sorting them inside string_agg was most of the statement's time on the
 * bench tenant (docs/performance/2026-12-02-session-36.md). A store is read by a fresh server's
 * first facets and again after each change of the catalogue, and until it is there the database
 * counts every facets request.
 */
export async function loadFacetStore(db: Db, tenantId: number): Promise<FacetStore> {
  const { rows } = await sql<StoreText>`
    select ${counter(db, tenantId, 'catalogue_version')} as version,
      (select string_agg(p.id || ' ' || (p.available > 0)::int || ' ' || p.selling_price
          || ' ' || coalesce(pu.uom_id, 0) || ' ' || greatest(p.min_order_qty, 1), ' ')
        from products p
        left join product_uoms pu on pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
        where p.tenant_id = ${tenantId} and p.active) as products,
      (select string_agg(cp.product_id || ' ' || cp.category_id, ' ')
        from category_products cp where cp.tenant_id = ${tenantId}) as listed,
      (select string_agg(c.id || ' ' || coalesce(c.parent_id, 0), ' ')
        from categories c where c.tenant_id = ${tenantId}) as categories,
      (select string_agg(v.product_id || ' ' || v.attribute_id || ' ' || x.value, ' ')
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
  // Rows are in id order (a list's prices are read with a cursor over ascending rows).
  const order = ascendingOrder(
    Int32Array.from({ length: count }, (_, at) => Number(products[5 * at])),
  );
  const productIds = new Int32Array(count);
  const inStock = new Uint8Array(count);
  const ownPrice = new Float64Array(count);
  const uomId = new Int32Array(count);
  const moq = new Int32Array(count);
  for (let row = 0; row < count; row++) {
    const at = 5 * order[row]!;
    productIds[row] = Number(products[at]);
    inStock[row] = products[at + 1] === '1' ? 1 : 0;
    ownPrice[row] = Number(products[at + 2]);
    uomId[row] = Number(products[at + 3]);
    moq[row] = Number(products[at + 4]);
  }
  const rowById = rowLookup(productIds);
  const rowOf = (id: number) => rowIn(rowById, id);

  const tree = wholeNumbersOf(text.categories);
  const categories = {
    ids: Int32Array.from({ length: tree.length / 2 }, (_, at) => tree[2 * at]!),
    parents: Int32Array.from({ length: tree.length / 2 }, (_, at) => tree[2 * at + 1]!),
  };
  const categorySlot = new Map([...categories.ids].map((id, slot) => [id, slot]));

  // Listings and values come in any order: runsByRow lays them out in runs by row.
  const listed = wholeNumbersOf(text.listed);
  const listings = runsByRow(count, listed.length / 2, (at) => rowOf(listed[2 * at]!));
  const categorySlots = new Int32Array(listings.kept);
  listings.each((at, into) => {
    categorySlots[into] = categorySlot.get(listed[2 * at + 1]!) ?? -1;
  });

  const read = attributeValuesOf(text.attribute_values);
  const slots = new Map<string, number>();
  const slotAttributes: number[] = [];
  const texts: string[] = [];
  const valueRuns = runsByRow(count, read.products.length, (at) => rowOf(read.products[at]!));
  const valueSlots = new Int32Array(valueRuns.kept);
  valueRuns.each((at, into) => {
    const attribute = read.attributes[at]!;
    const value = read.values[at]!;
    const key = `${attribute}:${value}`;
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = texts.length;
      slots.set(key, slot);
      slotAttributes.push(attribute);
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
 * The whole numbers of a text of space-separated ones, read without a string for each: the bench
 * tenant's listings are a million of them, and a string each was most of the store's build.
 */
export function wholeNumbersOf(text: string | null): Int32Array {
  if (text === null || text === '') return new Int32Array(0);
  let fields = 1;
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) fields++;
  const numbers = new Int32Array(fields);
  let field = 0;
  let value = 0;
  let sign = 1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === SPACE) {
      numbers[field++] = sign * value;
      value = 0;
      sign = 1;
    } else if (code === MINUS) sign = -1;
    else value = value * 10 + code - ZERO;
  }
  numbers[field] = sign * value;
  return numbers;
}

const SPACE = 32;
const MINUS = 45;
const ZERO = 48;

/** Each value's product, attribute and text, from triples "product attribute text". */
function attributeValuesOf(text: string | null) {
  const products: number[] = [];
  const attributes: number[] = [];
  const values: string[] = [];
  if (text !== null && text !== '') {
    let at = 0;
    while (at < text.length) {
      const first = text.indexOf(' ', at);
      const second = text.indexOf(' ', first + 1);
      const end = text.indexOf(' ', second + 1);
      const next = end === -1 ? text.length : end;
      products.push(Number(text.slice(at, first)));
      attributes.push(Number(text.slice(first + 1, second)));
      values.push(text.slice(second + 1, next));
      at = next + 1;
    }
  }
  return { products, attributes, values };
}

/** The places of `ids` in ascending order of their ids (no sort when they already are). */
export function ascendingOrder(ids: Int32Array): Uint32Array {
  const order = Uint32Array.from({ length: ids.length }, (_, at) => at);
  let sorted = true;
  for (let at = 1; at < ids.length && sorted; at++) sorted = ids[at - 1]! <= ids[at]!;
  return sorted ? order : order.sort((a, b) => ids[a]! - ids[b]!);
}

/**
 * Lays out items, in any order, into runs per row: `rowAt` names an item's row (-1: a product
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
