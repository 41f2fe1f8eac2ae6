import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/schema.ts';
import { consoleProductQuery } from '../../../readers/product-records.ts';

/** The unique key of part numbers within a tenant (migration 0001). */
export const PART_NUMBER_KEY = 'products_tenant_id_part_number_key';

/** A product as the console edits it (readers/product-records.ts), locked for the transaction. */
export function lockProduct(trx: Trx, tenantId: number, id: number) {
  return consoleProductQuery(trx, tenantId, id).forUpdate().executeTakeFirst();
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
