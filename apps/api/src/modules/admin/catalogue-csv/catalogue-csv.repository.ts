import { sql } from 'kysely';
import type { Db } from '../../../db/schema.ts';
import { productSearchText } from '../../catalogue/search-text.ts';
import type { ExistingProduct, PlannedProduct } from './import-plan.ts';

/* Export */

/** Category names of a product, joined as the CSV writes them. */
const categoryNames = sql<string | null>`(
  select string_agg(c.name, '|' order by c.name)
  from product_categories pc
  join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
  where pc.tenant_id = p.tenant_id and pc.product_id = p.id
)`;

/**
 * The page of products after `afterPartNumber` in part-number order (a keyset page: part
 * numbers are unique per tenant), active or not, with the default unit's code.
 */
export function exportPage(
  db: Db,
  tenantId: number,
  afterPartNumber: string | null,
  limit: number,
) {
  let query = db
    .selectFrom('products as p')
    .leftJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'p.tenant_id').onRef('pu.id', '=', 'p.default_puom_id'),
    )
    .leftJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .select([
      'p.part_number',
      'p.description',
      'p.selling_price',
      'p.available',
      'p.min_order_qty',
      'p.max_order_qty',
      'u.code as uom_code',
      'p.active',
      categoryNames.as('categories'),
      'p.additional_info',
      'p.description_es',
      'p.description_fr',
      'p.additional_info_es',
      'p.additional_info_fr',
    ])
    .where('p.tenant_id', '=', tenantId);
  if (afterPartNumber !== null) query = query.where('p.part_number', '>', afterPartNumber);
  return query.orderBy('p.part_number').limit(limit).execute();
}

/* What the import compares against */

/** The stored products among `partNumbers`, with their default unit code and category ids. */
export async function loadExisting(
  db: Db,
  tenantId: number,
  partNumbers: readonly string[],
): Promise<ExistingProduct[]> {
  if (partNumbers.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'p.tenant_id').onRef('pu.id', '=', 'p.default_puom_id'),
    )
    .leftJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .select([
      'p.id',
      'p.part_number',
      'p.description',
      'p.additional_info',
      'p.description_es',
      'p.description_fr',
      'p.additional_info_es',
      'p.additional_info_fr',
      'p.selling_price',
      'p.available',
      'p.min_order_qty',
      'p.max_order_qty',
      'p.active',
      'u.code as uom_code',
      sql<number[]>`coalesce((
        select array_agg(pc.category_id order by pc.category_id) from product_categories pc
        where pc.tenant_id = p.tenant_id and pc.product_id = p.id
      ), '{}')`.as('category_ids'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.part_number', '=', sql<string>`any(${sql.val([...partNumbers])}::text[])`)
    .execute();
  return rows;
}

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
