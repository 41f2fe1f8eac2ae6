import { sql } from 'kysely';
import type { Db } from '../../src/db/schema.ts';
import { toSearchText } from '@portal/contract';

/** Catalogue rows for API tests (catalogue and orders), made directly in the database. */

export interface ProductOptions {
  partNumber: string;
  description?: string;
  price?: number;
  available?: number;
  minOrderQty?: number;
  maxOrderQty?: number;
  active?: boolean;
  additionalInfo?: string | null;
  imageId?: number | null;
  /** The default unit's code (made once per tenant) and conversion factor. */
  uomCode?: string;
  cf?: number;
  categoryIds?: number[];
}

export interface CreatedProduct {
  id: number;
  partNumber: string;
  description: string;
  price: number;
  /** The default product_uom, what an order line names as `puom_id`. */
  puomId: number;
  uomId: number;
}

export async function createUom(db: Db, tenantId: number, code: string): Promise<number> {
  // The no-op update makes RETURNING answer for an existing unit as well.
  const row = await db
    .insertInto('uoms')
    .values({ tenant_id: tenantId, code, description: code })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doUpdateSet({ code }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product with its default unit (product_uom and default_puom_id) and search text. */
export async function createProduct(
  db: Db,
  tenantId: number,
  options: ProductOptions,
): Promise<CreatedProduct> {
  const description = options.description ?? `Product ${options.partNumber}`;
  const price = options.price ?? 10;
  const product = await db
    .insertInto('products')
    .values({
      tenant_id: tenantId,
      part_number: options.partNumber,
      description,
      additional_info: options.additionalInfo ?? null,
      selling_price: price,
      available: options.available ?? 100,
      min_order_qty: options.minOrderQty ?? 1,
      max_order_qty: options.maxOrderQty ?? 0,
      image_id: options.imageId ?? null,
      active: options.active ?? true,
      search_text: toSearchText(options.partNumber, description),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const uomId = await createUom(db, tenantId, options.uomCode ?? 'EA');
  const puom = await db
    .insertInto('product_uoms')
    .values({ tenant_id: tenantId, product_id: product.id, uom_id: uomId, cf: options.cf ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('products')
    .set({ default_puom_id: puom.id })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', product.id)
    .execute();
  for (const categoryId of options.categoryIds ?? []) {
    await db
      .insertInto('product_categories')
      .values({ tenant_id: tenantId, category_id: categoryId, product_id: product.id })
      .execute();
  }
  return {
    id: product.id,
    partNumber: options.partNumber,
    description,
    price,
    puomId: puom.id,
    uomId,
  };
}

/**
 * `count` plain products in one statement, as an import writes them: part numbers `${prefix}1` to
 * `${prefix}${count}`, each "Bolt n" at 1.00.
 */
export async function insertProducts(
  db: Db,
  tenantId: number,
  count: number,
  prefix: string,
): Promise<void> {
  await sql`
    insert into products (tenant_id, part_number, description, selling_price, search_text)
    select ${tenantId}, ${prefix} || g, 'Bolt ' || g, 1, lower(${prefix}) || g || ' bolt ' || g
    from generate_series(1, ${count}::int) g`.execute(db);
}

export async function createCategory(
  db: Db,
  tenantId: number,
  name: string,
  parentId: number | null = null,
  sortOrder = 0,
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ tenant_id: tenantId, name, parent_id: parentId, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links `productId` to others, in the given order. */
export async function linkProducts(
  db: Db,
  tenantId: number,
  productId: number,
  kind: 'related' | 'complementary',
  linkedIds: number[],
): Promise<void> {
  if (linkedIds.length === 0) return;
  await db
    .insertInto('product_links')
    .values(
      linkedIds.map((linkedId, sortOrder) => ({
        tenant_id: tenantId,
        product_id: productId,
        kind,
        linked_product_id: linkedId,
        sort_order: sortOrder,
      })),
    )
    .execute();
}
