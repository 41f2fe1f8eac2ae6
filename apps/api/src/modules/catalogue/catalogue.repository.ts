import { sql, type Kysely } from 'kysely';
import type { Language } from '@portal/contract';
import type { Database } from '../../db/schema.ts';
import { inLanguage } from './content-language.ts';
import { containsPattern } from './search-terms.ts';

type Db = Kysely<Database>;

/** Which of a tenant's active products a list shows. */
export interface ProductFilter {
  tenantId: number;
  /** Normalised search words (see search-terms.ts); every one must match. */
  terms: string[];
  /** A category and all its descendants (see findCategoryTree). */
  categoryIds?: number[];
}

export interface Slice {
  limit: number;
  offset: number;
}

/**
 * Ids of a category and all its descendants (UNION stops on a cycle in bad data), none when the
 * tenant has no such category. Read on its own so that the product queries get a plain id list
 * the planner can estimate, where a recursive CTE inside them made it scan whole tables.
 */
export async function findCategoryTree(
  db: Db,
  tenantId: number,
  categoryId: number,
): Promise<number[]> {
  const rows = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('categories')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', categoryId)
        .union(
          qb
            .selectFrom('categories as c')
            .innerJoin('tree', 'tree.id', 'c.parent_id')
            .select('c.id')
            .where('c.tenant_id', '=', tenantId),
        ),
    )
    .selectFrom('tree')
    .select('tree.id')
    .execute();
  return rows.map((row) => row.id);
}

// `p.active` is written literally so the planner matches the partial indexes on it.
function filteredProducts(db: Db, filter: ProductFilter) {
  let query = db
    .selectFrom('products as p')
    .where('p.tenant_id', '=', filter.tenantId)
    .where(sql<boolean>`p.active`);
  for (const term of filter.terms) {
    query = query.where('p.search_text', 'like', containsPattern(term));
  }
  const { categoryIds } = filter;
  if (categoryIds !== undefined) {
    query = query.where(
      'p.id',
      'in',
      db
        .selectFrom('product_categories as pc')
        .select('pc.product_id')
        .where('pc.tenant_id', '=', filter.tenantId)
        .where('pc.category_id', '=', sql<number>`any(${sql.val(categoryIds)}::int[])`),
    );
  }
  return query;
}

/** Ids of one page in list order: an index-only scan skips the offset rows cheaply. */
function pageIds(db: Db, filter: ProductFilter, slice: Slice) {
  return filteredProducts(db, filter)
    .select('p.id')
    .orderBy('p.part_number')
    .orderBy('p.id')
    .limit(slice.limit)
    .offset(slice.offset);
}

/** Number of products matching a search or category filter. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const row = await filteredProducts(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** Active products of a tenant, kept by triggers (migration 0002), so it costs one key lookup. */
export async function countActiveProducts(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('tenant_counters')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', 'active_products')
    .executeTakeFirst();
  return row?.value ?? 0;
}

/**
 * A tenant's active products with what a card shows: the default unit and its factor, and the
 * description in the reader's language.
 */
function productCards(db: Db, tenantId: number, language: Language) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'p.tenant_id').onRef('pu.id', '=', 'p.default_puom_id'),
    )
    .leftJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .where('p.tenant_id', '=', tenantId)
    .where(sql<boolean>`p.active`)
    .select([
      'p.id',
      'p.part_number',
      inLanguage<string>('p.description', language).as('description'),
      'p.image_id',
      'p.selling_price',
      'p.available',
      'p.min_order_qty',
      'p.max_order_qty',
      'p.default_puom_id',
      'u.code as uom_code',
      'pu.cf',
    ]);
}

export type ProductCardRow = Awaited<
  ReturnType<ReturnType<typeof productCards>['execute']>
>[number];

export function findProductPage(db: Db, filter: ProductFilter, slice: Slice, language: Language) {
  return productCards(db, filter.tenantId, language)
    .where('p.id', 'in', pageIds(db, filter, slice))
    .orderBy('p.part_number')
    .orderBy('p.id')
    .execute();
}

/** The guest page: only the columns a visitor may see are read at all. */
export function findGuestProductPage(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  language: Language,
) {
  return db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.part_number',
      inLanguage<string>('p.description', language).as('description'),
      'p.image_id',
    ])
    .where('p.tenant_id', '=', filter.tenantId)
    .where('p.id', 'in', pageIds(db, filter, slice))
    .orderBy('p.part_number')
    .orderBy('p.id')
    .execute();
}

export function findProduct(db: Db, tenantId: number, productId: number, language: Language) {
  return productCards(db, tenantId, language)
    .select(inLanguage<string | null>('p.additional_info', language).as('additional_info'))
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export async function findCategoryNames(
  db: Db,
  tenantId: number,
  productId: number,
  language: Language,
) {
  const rows = await db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', (join) =>
      join.onRef('c.tenant_id', '=', 'pc.tenant_id').onRef('c.id', '=', 'pc.category_id'),
    )
    .select(inLanguage<string>('c.name', language).as('name'))
    .where('pc.tenant_id', '=', tenantId)
    .where('pc.product_id', '=', productId)
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => row.name);
}

/** Active products linked to a product, related and complementary, in their display order. */
export function findLinkedProducts(
  db: Db,
  tenantId: number,
  productId: number,
  language: Language,
) {
  return productCards(db, tenantId, language)
    .innerJoin('product_links as l', (join) =>
      join.onRef('l.tenant_id', '=', 'p.tenant_id').onRef('l.linked_product_id', '=', 'p.id'),
    )
    .select('l.kind')
    .where('l.product_id', '=', productId)
    .orderBy('l.sort_order')
    .orderBy('p.part_number')
    .orderBy('p.id')
    .execute();
}
