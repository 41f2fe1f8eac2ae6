import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/schema.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

/** The unique key of part numbers within a tenant (migration 0001). */
export const PART_NUMBER_KEY = 'products_tenant_id_part_number_key';

export interface AdminProductFilter {
  /** Normalised search words; every one must match. */
  terms: string[];
  /** A category and its descendants. */
  categoryIds?: number[];
  active?: boolean;
}

// `p.active` is written literally so the planner can use the partial indexes on it.
function filtered(db: Db, tenantId: number, filter: AdminProductFilter) {
  let query = db.selectFrom('products as p').where('p.tenant_id', '=', tenantId);
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

/** One page of a tenant's products (active or not) in part-number order, and the total. */
export async function listProducts(
  db: Db,
  tenantId: number,
  filter: AdminProductFilter,
  slice: { limit: number; offset: number },
) {
  const rows = await filtered(db, tenantId, filter)
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
      'p.selling_price',
      'p.available',
      'p.min_order_qty',
      'p.max_order_qty',
      'p.active',
      'p.image_id',
      'p.updated_at',
      'u.code as uom_code',
      'pu.cf',
    ])
    .orderBy('p.part_number')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const { total } = await filtered(db, tenantId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export type ProductListRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

function productQuery(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
}

/** One product of the tenant, every column. */
export function findProduct(db: Db, tenantId: number, id: number) {
  return productQuery(db, tenantId, id).executeTakeFirst();
}

/** The same, locked for the rest of the transaction. */
export function lockProduct(trx: Trx, tenantId: number, id: number) {
  return productQuery(trx, tenantId, id).forUpdate().executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** Every unit row of a product, inactive ones included (they keep the ids orders point at). */
export function findUnits(db: Db, tenantId: number, productId: number) {
  return db
    .selectFrom('product_uoms as pu')
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .select(['pu.id', 'pu.uom_id', 'pu.cf', 'pu.active', 'u.code as uom_code'])
    .where('pu.tenant_id', '=', tenantId)
    .where('pu.product_id', '=', productId)
    .orderBy('pu.id')
    .execute();
}

export type UnitRow = Awaited<ReturnType<typeof findUnits>>[number];

export async function findCategoryIds(db: Db, tenantId: number, productId: number) {
  const rows = await db
    .selectFrom('product_categories')
    .select('category_id')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('category_id')
    .execute();
  return rows.map((row) => row.category_id);
}

export function findLinks(db: Db, tenantId: number, productId: number) {
  return db
    .selectFrom('product_links')
    .select(['kind', 'linked_product_id'])
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('kind')
    .orderBy('sort_order')
    .execute();
}

/** Which of `ids` are rows of this tenant in `table`: the check that keeps links in-tenant. */
export async function existingIds(
  db: Db,
  tenantId: number,
  table: 'products' | 'categories' | 'uoms',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface ProductValues {
  part_number: string;
  description: string;
  additional_info: string | null;
  description_es: string | null;
  description_fr: string | null;
  additional_info_es: string | null;
  additional_info_fr: string | null;
  selling_price: number;
  available: number;
  min_order_qty: number;
  max_order_qty: number;
  active: boolean;
  search_text: string;
}

export async function insertProduct(db: Db, tenantId: number, values: ProductValues) {
  const row = await db
    .insertInto('products')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<ProductValues> & { default_puom_id?: number; image_id?: number | null },
) {
  await db
    .updateTable('products')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function insertUnit(
  db: Db,
  tenantId: number,
  productId: number,
  unit: { uom_id: number; cf: number },
) {
  await db
    .insertInto('product_uoms')
    .values({ tenant_id: tenantId, product_id: productId, uom_id: unit.uom_id, cf: unit.cf })
    .execute();
}

export async function updateUnit(
  db: Db,
  tenantId: number,
  unitId: number,
  values: { cf?: number; active: boolean },
) {
  await db
    .updateTable('product_uoms')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unitId)
    .execute();
}

export async function replaceCategories(
  db: Db,
  tenantId: number,
  productId: number,
  categoryIds: readonly number[],
) {
  await db
    .deleteFrom('product_categories')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('product_categories')
    .values(
      categoryIds.map((id) => ({ tenant_id: tenantId, category_id: id, product_id: productId })),
    )
    .execute();
}

export async function replaceLinks(
  db: Db,
  tenantId: number,
  productId: number,
  kind: 'related' | 'complementary',
  linkedIds: readonly number[],
) {
  await db
    .deleteFrom('product_links')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .where('kind', '=', kind)
    .execute();
  if (linkedIds.length === 0) return;
  await db
    .insertInto('product_links')
    .values(
      linkedIds.map((linkedId, order) => ({
        tenant_id: tenantId,
        product_id: productId,
        kind,
        linked_product_id: linkedId,
        sort_order: order,
      })),
    )
    .execute();
}

/** Stores an uploaded image; media rows never change, so a new upload is a new id. */
export async function insertMedia(db: Db, tenantId: number, contentType: string, data: Buffer) {
  const row = await db
    .insertInto('media')
    .values({ tenant_id: tenantId, content_type: contentType, data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
