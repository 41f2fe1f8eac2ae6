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
