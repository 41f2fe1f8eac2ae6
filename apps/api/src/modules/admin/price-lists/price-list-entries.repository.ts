import { sql } from 'kysely';
import { containsPattern } from '../../../db/like-pattern.ts';
import type { Db } from '../../../db/schema.ts';
import { productFields } from '../../../readers/product-fields.ts';

/* Reading a list's entries: one row per product and unit, its tiers gathered. */

/** The list's priced products and units that match every search term. */
function pricedUnits(db: Db, tenantId: number, priceListId: number, terms: readonly string[]) {
  let query = db
    .selectFrom('price_list_entries as e')
    .innerJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.product_id'),
    )
    .where('e.tenant_id', '=', tenantId)
    .where('e.price_list_id', '=', priceListId);
  for (const term of terms) query = query.where('p.search_text', 'like', containsPattern(term));
  return query;
}

/** The list's products and units with their tiers, lowest first, and their own price's terms. */
function entryRows(db: Db, tenantId: number, priceListId: number, terms: readonly string[]) {
  return pricedUnits(db, tenantId, priceListId, terms)
    .innerJoin('product_uoms as pu', (join) =>
      join
        .onRef('pu.tenant_id', '=', 'e.tenant_id')
        .onRef('pu.product_id', '=', 'e.product_id')
        .onRef('pu.uom_id', '=', 'e.uom_id'),
    )
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'e.tenant_id').onRef('u.id', '=', 'e.uom_id'),
    )
    .leftJoin('product_uoms as dpu', (join) =>
      join.onRef('dpu.tenant_id', '=', 'p.tenant_id').onRef('dpu.id', '=', 'p.default_puom_id'),
    )
    .select(productFields.priceListEntry)
    .select([
      sql<{ min_qty: number; unit_price: number }[]>`json_agg(
        json_build_object('min_qty', e.min_qty, 'unit_price', e.unit_price) order by e.min_qty
      )`.as('tiers'),
    ])
    .groupBy(['p.tenant_id', 'p.id', 'u.tenant_id', 'u.id', 'pu.cf', 'dpu.cf']);
}

/** One page of a list's products and units in part-number order, and how many match. */
export async function listEntries(
  db: Db,
  tenantId: number,
  priceListId: number,
  filter: { terms: readonly string[]; limit: number; offset: number },
) {
  const rows = await entryRows(db, tenantId, priceListId, filter.terms)
    .orderBy('p.part_number')
    .orderBy('u.code')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await pricedUnits(db, tenantId, priceListId, filter.terms)
    .select(sql<number>`count(distinct (e.product_id, e.uom_id))::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

/** One product and unit of a list; none when the list has no tier of it. */
export function findEntryRow(
  db: Db,
  tenantId: number,
  priceListId: number,
  unit: { productId: number; uomId: number },
) {
  return entryRows(db, tenantId, priceListId, [])
    .where('e.product_id', '=', unit.productId)
    .where('e.uom_id', '=', unit.uomId)
    .executeTakeFirst();
}
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntryRow>>>;

/*
 * What the writer resolves lines against: a handful of statements for any number of lines (the
 * products and their units are read by readers/product-records.ts).
 */

/** The list's stored tiers of these products, every unit. */
export function findTiers(
  db: Db,
  tenantId: number,
  priceListId: number,
  productIds: readonly number[],
) {
  return db
    .selectFrom('price_list_entries')
    .select(['product_id', 'uom_id', 'min_qty', 'unit_price'])
    .where('tenant_id', '=', tenantId)
    .where('price_list_id', '=', priceListId)
    .where('product_id', '=', sql<number>`any(${sql.val([...productIds])}::int[])`)
    .execute();
}

/* Set-based writes: one statement per batch, never one per row */

export interface TierKey {
  productId: number;
  uomId: number;
  minQty: number;
}
export interface TierWrite extends TierKey {
  unitPrice: number;
}

const ints = (values: readonly number[]) => sql.val([...values]);

/** Inserts new tiers and sets the price of stored ones. */
export async function upsertTiers(
  db: Db,
  tenantId: number,
  priceListId: number,
  tiers: readonly TierWrite[],
): Promise<void> {
  if (tiers.length === 0) return;
  await sql`
    insert into price_list_entries (tenant_id, price_list_id, product_id, uom_id, min_qty, unit_price)
    select ${tenantId}::int, ${priceListId}::int, * from unnest(
      ${ints(tiers.map((t) => t.productId))}::int[], ${ints(tiers.map((t) => t.uomId))}::int[],
      ${ints(tiers.map((t) => t.minQty))}::int[], ${ints(tiers.map((t) => t.unitPrice))}::numeric[])
    on conflict (tenant_id, price_list_id, product_id, uom_id, min_qty) do update
      set unit_price = excluded.unit_price
      where price_list_entries.unit_price <> excluded.unit_price
  `.execute(db);
}

export async function deleteTiers(
  db: Db,
  tenantId: number,
  priceListId: number,
  tiers: readonly TierKey[],
): Promise<void> {
  if (tiers.length === 0) return;
  await sql`
    delete from price_list_entries e
    using unnest(${ints(tiers.map((t) => t.productId))}::int[],
      ${ints(tiers.map((t) => t.uomId))}::int[], ${ints(tiers.map((t) => t.minQty))}::int[])
      as v(product_id, uom_id, min_qty)
    where e.tenant_id = ${tenantId}::int and e.price_list_id = ${priceListId}::int
      and e.product_id = v.product_id and e.uom_id = v.uom_id and e.min_qty = v.min_qty
  `.execute(db);
}

/* The CSV export: one row per tier */

export interface TierPosition {
  partNumber: string;
  uomCode: string;
  minQty: number;
}

/** The list's tiers after `after` in (part number, unit code, minimum) order: a keyset page. */
export function exportPage(
  db: Db,
  tenantId: number,
  priceListId: number,
  after: TierPosition | null,
  limit: number,
) {
  let query = pricedUnits(db, tenantId, priceListId, [])
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'e.tenant_id').onRef('u.id', '=', 'e.uom_id'),
    )
    .select(['p.part_number', 'u.code as uom_code', 'e.min_qty', 'e.unit_price']);
  if (after) {
    query = query.where(
      sql<boolean>`(p.part_number, u.code, e.min_qty) > (${after.partNumber}, ${after.uomCode}, ${after.minQty}::int)`,
    );
  }
  return query
    .orderBy('p.part_number')
    .orderBy('u.code')
    .orderBy('e.min_qty')
    .limit(limit)
    .execute();
}
