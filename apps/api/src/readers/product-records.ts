import { sql } from 'kysely';
import { containsPattern } from '../db/like-pattern.ts';
import type { Db } from '../db/schema.ts';
import { productFields } from './product-fields.ts';
import { tenantProducts, withDefaultUnit } from './product-reader.ts';

/**
 * Products as the console, the CSV export and the imports read them (product-fields.ts), active
 * or not: whole records, not cards. Every read takes the tenant id. Locks and writes stay with
 * the modules that change products (admin products, the catalogue CSV, price lists).
 */

export interface ConsoleProductFilter {
  /** Normalised search words; every one must match. */
  terms: string[];
  /** A category and its descendants. */
  categoryIds?: number[] | undefined;
  active?: boolean | undefined;
}

// `p.active` is written literally so the planner can use the partial indexes on it.
function consoleFiltered(db: Db, tenantId: number, filter: ConsoleProductFilter) {
  let query = tenantProducts(db, tenantId);
  if (filter.active === true) query = query.where(sql<boolean>`p.active`);
  if (filter.active === false) query = query.where(sql<boolean>`not p.active`);
  for (const term of filter.terms) {
    query = query.where('p.search_text', 'like', containsPattern(term));
  }
  if (filter.categoryIds !== undefined) {
    query = query.where(
      'p.id',
      'in',
      db
        .selectFrom('product_categories as pc')
        .select('pc.product_id')
        .where('pc.tenant_id', '=', tenantId)
        .where('pc.category_id', '=', sql<number>`any(${sql.val(filter.categoryIds)}::int[])`),
    );
  }
  return query;
}

/** One page of the console's products (active or not) in part-number order, and the total. */
export async function listConsoleProducts(
  db: Db,
  tenantId: number,
  filter: ConsoleProductFilter,
  slice: { limit: number; offset: number },
) {
  const rows = await withDefaultUnit(consoleFiltered(db, tenantId, filter))
    .select(productFields.consoleList)
    .orderBy('p.part_number')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const { total } = await consoleFiltered(db, tenantId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

/** A product as the console edits it, not run: the console's lock reads the same row. */
export function consoleProductQuery(db: Db, tenantId: number, id: number) {
  return tenantProducts(db, tenantId).select(productFields.console).where('p.id', '=', id);
}

/** A product as the console edits it; undefined when the tenant has no such id. */
export function consoleProduct(db: Db, tenantId: number, id: number) {
  return consoleProductQuery(db, tenantId, id).executeTakeFirst();
}
export type ConsoleProductRow = NonNullable<Awaited<ReturnType<typeof consoleProduct>>>;

/** Every unit of a product, retired ones included (they keep the ids orders point at). */
export function productUnits(db: Db, tenantId: number, productId: number) {
  return db
    .selectFrom('product_uoms as pu')
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .select(productFields.consoleUnit)
    .where('pu.tenant_id', '=', tenantId)
    .where('pu.product_id', '=', productId)
    .orderBy('pu.id')
    .execute();
}
export type ProductUnitRow = Awaited<ReturnType<typeof productUnits>>[number];

/** The categories a product is filed in, by id. */
export async function productCategoryIds(db: Db, tenantId: number, productId: number) {
  const rows = await db
    .selectFrom('product_categories')
    .select('category_id')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('category_id')
    .execute();
  return rows.map((row) => row.category_id);
}

/** A product's related and complementary products, each kind in its display order. */
export function productLinks(db: Db, tenantId: number, productId: number) {
  return db
    .selectFrom('product_links')
    .select(['kind', 'linked_product_id'])
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('kind')
    .orderBy('sort_order')
    .execute();
}

/**
 * The CSV export's page after `afterPartNumber` in part-number order (a keyset page: part
 * numbers are unique per tenant), active or not.
 */
export function exportProducts(
  db: Db,
  tenantId: number,
  afterPartNumber: string | null,
  limit: number,
) {
  let query = withDefaultUnit(tenantProducts(db, tenantId)).select(productFields.export);
  if (afterPartNumber !== null) query = query.where('p.part_number', '>', afterPartNumber);
  return query.orderBy('p.part_number').limit(limit).execute();
}

/** The stored products among `partNumbers`, as an import compares them (exact part numbers). */
export function importedProducts(db: Db, tenantId: number, partNumbers: readonly string[]) {
  if (partNumbers.length === 0) return Promise.resolve([]);
  return withDefaultUnit(tenantProducts(db, tenantId))
    .select(productFields.import)
    .where('p.part_number', '=', sql<string>`any(${sql.val([...partNumbers])}::text[])`)
    .execute();
}

/** The tenant's products among these part numbers, as a price list's import resolves them. */
export function priceListProducts(db: Db, tenantId: number, partNumbers: readonly string[]) {
  return tenantProducts(db, tenantId)
    .select(productFields.priceListImport)
    .where('p.part_number', '=', sql<string>`any(${sql.val([...partNumbers])}::text[])`)
    .execute();
}

/** The units these products are sold in (retired units are not), with their codes. */
export function soldUnits(db: Db, tenantId: number, productIds: readonly number[]) {
  return db
    .selectFrom('product_uoms as pu')
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .select(['pu.product_id', 'pu.uom_id', 'u.code'])
    .where('pu.tenant_id', '=', tenantId)
    .where('pu.product_id', '=', sql<number>`any(${sql.val([...productIds])}::int[])`)
    .where(sql<boolean>`pu.active`)
    .execute();
}
