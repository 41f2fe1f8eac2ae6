import { sql } from 'kysely';
import type { Db } from '../../../db/schema.ts';
import { productSearchText } from '../../catalogue/search-text.ts';
import type { PlannedProduct } from './import-plan.ts';

// The export's products and what an import compares with are read by readers/product-records.ts.

export function loadCategories(db: Db, tenantId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function loadUoms(db: Db, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('uoms')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/* Set-based writes: one statement per batch, never one per row */

export async function insertUoms(
  db: Db,
  tenantId: number,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  await sql`
    insert into uoms (tenant_id, code, description)
    select ${tenantId}::int, code, code from unnest(${sql.val([...codes])}::text[]) as v(code)
    on conflict (tenant_id, code) do nothing
  `.execute(db);
}

/** Inserts or updates a batch of products by part number; answers part number -> id. */
export async function upsertProducts(
  db: Db,
  tenantId: number,
  batch: readonly PlannedProduct[],
): Promise<Map<string, number>> {
  const column = <K extends keyof PlannedProduct>(key: K) => sql.val(batch.map((p) => p[key]));
  const searchTexts = sql.val(batch.map(productSearchText));
  const { rows } = await sql<{ id: number; part_number: string }>`
    insert into products (tenant_id, part_number, description, additional_info, description_es,
      description_fr, additional_info_es, additional_info_fr, selling_price,
      available, min_order_qty, max_order_qty, active, search_text)
    select ${tenantId}::int, * from unnest(
      ${column('part_number')}::text[], ${column('description')}::text[],
      ${column('additional_info')}::text[], ${column('description_es')}::text[],
      ${column('description_fr')}::text[], ${column('additional_info_es')}::text[],
      ${column('additional_info_fr')}::text[], ${column('selling_price')}::numeric[],
      ${column('available')}::int[], ${column('min_order_qty')}::int[],
      ${column('max_order_qty')}::int[], ${column('active')}::bool[], ${searchTexts}::text[])
    on conflict (tenant_id, part_number) do update set
      description = excluded.description, additional_info = excluded.additional_info,
      description_es = excluded.description_es, description_fr = excluded.description_fr,
      additional_info_es = excluded.additional_info_es,
      additional_info_fr = excluded.additional_info_fr,
      selling_price = excluded.selling_price, available = excluded.available,
      min_order_qty = excluded.min_order_qty, max_order_qty = excluded.max_order_qty,
      active = excluded.active, search_text = excluded.search_text, updated_at = now()
    returning id, part_number
  `.execute(db);
  return new Map(rows.map((row) => [row.part_number, row.id]));
}

/**
 * Makes each unit the product's default: the product's row for that unit of measure is reused
 * (reactivated if removed) or made with a factor of 1. Other units stay as they are.
 */
export async function setDefaultUnits(
  db: Db,
  tenantId: number,
  units: readonly { productId: number; uomId: number }[],
): Promise<void> {
  if (units.length === 0) return;
  const productIds = sql.val(units.map((unit) => unit.productId));
  const uomIds = sql.val(units.map((unit) => unit.uomId));
  await sql`
    insert into product_uoms (tenant_id, product_id, uom_id, cf)
    select ${tenantId}::int, product_id, uom_id, 1
    from unnest(${productIds}::int[], ${uomIds}::int[]) as v(product_id, uom_id)
    on conflict (tenant_id, product_id, uom_id) do update set active = true
      where not product_uoms.active
  `.execute(db);
  await sql`
    update products p set default_puom_id = pu.id
    from unnest(${productIds}::int[], ${uomIds}::int[]) as v(product_id, uom_id)
    join product_uoms pu on pu.tenant_id = ${tenantId}::int and pu.product_id = v.product_id
      and pu.uom_id = v.uom_id
    where p.tenant_id = ${tenantId}::int and p.id = v.product_id
  `.execute(db);
}

/** Files each product under exactly the given categories. */
export async function replaceCategories(
  db: Db,
  tenantId: number,
  filings: readonly { productId: number; categoryIds: readonly number[] }[],
): Promise<void> {
  if (filings.length === 0) return;
  await db
    .deleteFrom('product_categories')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', sql<number>`any(${sql.val(filings.map((f) => f.productId))}::int[])`)
    .execute();
  const pairs = filings.flatMap((f) =>
    f.categoryIds.map((categoryId) => [f.productId, categoryId]),
  );
  if (pairs.length === 0) return;
  await sql`
    insert into product_categories (tenant_id, product_id, category_id)
    select ${tenantId}::int, product_id, category_id
    from unnest(${sql.val(pairs.map((p) => p[0]))}::int[], ${sql.val(pairs.map((p) => p[1]))}::int[])
      as v(product_id, category_id)
  `.execute(db);
}
