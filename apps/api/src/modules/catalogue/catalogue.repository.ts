import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { activeProducts, buyerUnitPrice } from '../../readers/product-reader.ts';
import { narrowingConditions, type Narrowing } from './narrowing.ts';
import { searchQuery } from './search-query.ts';

/** Which of a tenant's active products a list shows. */
export interface ProductFilter {
  tenantId: number;
  /** Normalised search words (see search-terms.ts); every one must match. */
  terms: string[];
  /** The buyer's language: which words it does not search by ("the", "de"). English if absent. */
  language?: Language | undefined;
  /** Search for the words as typed: a search that finds nothing is not corrected. */
  exact?: boolean | undefined;
  /** A category: the products filed in it or below it (category_products, migration 0010). */
  categoryId?: number | undefined;
  /** Attribute values, stock, prices and the order (narrowing.ts); none or not narrowing: as before. */
  narrowing?: Narrowing | undefined;
}

export interface Slice {
  limit: number;
  /** Rows to skip: from the start of the list, or after `from` when there is one. */
  offset: number;
  /**
   * A known row of the list order at or before the page (list-anchors.ts): the page seeks to it
   * in the index and skips only the rows after it, instead of the whole offset.
   */
  from?: ListAnchor | undefined;
  /** The page's products, already known in list order (a search's kept matches). */
  ids?: readonly number[] | undefined;
}

/** A row of a list without search words, at its 0-based position in list order. */
export interface ListAnchor {
  partNumber: string;
  id: number;
  position: number;
}

/** A page's rows with what its total is derived from, read by one statement. */
export interface PageRead<Row> {
  rows: Row[];
  /** The tenant's catalogue version the rows were read at (migration 0010). */
  version: number;
  /** The tenant's active products: the unfiltered list's total. */
  activeProducts: number;
}

/** Ids of a category and all its descendants, from the closure table (migration 0010). */
export async function findCategoryTree(
  db: Db,
  tenantId: number,
  categoryId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('category_ancestors')
    .select('category_id')
    .where('tenant_id', '=', tenantId)
    .where('ancestor_id', '=', categoryId)
    .execute();
  return rows.map((row) => row.category_id);
}

export const counter = (db: Db, tenantId: number, name: 'catalogue_version' | 'active_products') =>
  sql<number>`coalesce((${db
    .selectFrom('tenant_counters')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)}), 0)`;

/** The active products a list shows (readers/product-reader.ts reads what each one shows). */
export function filteredProducts(db: Db, filter: ProductFilter) {
  let query = activeProducts(db, filter.tenantId);
  if (filter.terms.length > 0) {
    query = query.where(
      sql<boolean>`p.search_vector @@ ${searchQuery(filter.tenantId, filter.terms, filter.language ?? 'en')}`,
    );
  }
  const { categoryId } = filter;
  if (categoryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('category_products as cp')
          .select('cp.product_id')
          .where('cp.tenant_id', '=', filter.tenantId)
          .where('cp.category_id', '=', categoryId)
          .whereRef('cp.product_id', '=', 'p.id'),
      ),
    );
  }
  return query;
}

/**
 * Every `step`-th row of a list without search words (the whole catalogue, or a category), with
 * the catalogue version it was read at: one pass over the list index, once per version.
 */
export async function findListAnchors(
  db: Db,
  filter: ProductFilter,
  step: number,
): Promise<{ version: number; anchors: ListAnchor[] }> {
  const { categoryId } = filter;
  const ordered =
    categoryId === undefined
      ? activeProducts(db, filter.tenantId).select([
          'p.part_number',
          'p.id',
          sql<number>`row_number() over (order by p.part_number, p.id) - 1`.as('position'),
        ])
      : db
          .selectFrom('category_products as cp')
          .where('cp.tenant_id', '=', filter.tenantId)
          .where('cp.category_id', '=', categoryId)
          .select([
            'cp.part_number',
            'cp.product_id as id',
            sql<number>`row_number() over (order by cp.part_number, cp.product_id) - 1`.as(
              'position',
            ),
          ]);
  const rows = await db
    .selectFrom(ordered.as('ordered'))
    .select([
      'ordered.part_number',
      'ordered.id',
      sql<number>`ordered.position::int`.as('position'),
      counter(db, filter.tenantId, 'catalogue_version').as('version'),
    ])
    .where(sql<number>`ordered.position % ${step}`, '=', 0)
    .orderBy('ordered.position')
    .execute();
  return {
    version: rows[0]?.version ?? 0,
    anchors: rows.map((row) => ({
      partNumber: row.part_number,
      id: row.id,
      position: row.position,
    })),
  };
}

/**
 * Number of products matching a search or category filter, with the catalogue version it was
 * counted at (one statement, one snapshot), so it can be kept until the catalogue changes.
 */
export async function countProducts(
  db: Db,
  filter: ProductFilter,
): Promise<{ total: number; version: number }> {
  const { categoryId } = filter;
  const columns = [
    sql<number>`count(*)::int`.as('total'),
    counter(db, filter.tenantId, 'catalogue_version').as('version'),
  ];
  if (filter.terms.length === 0 && categoryId !== undefined) {
    return db
      .selectFrom('category_products as cp')
      .where('cp.tenant_id', '=', filter.tenantId)
      .where('cp.category_id', '=', categoryId)
      .select(columns)
      .executeTakeFirstOrThrow();
  }
  return filteredProducts(db, filter).select(columns).executeTakeFirstOrThrow();
}

/**
 * The products a narrowed list holds (narrowing.ts), the `bound` first in its order, with the
 * catalogue version they were read at, in one statement as a search's matches: the buyer's price,
 * then the part number (a search's relevance is search-matches.ts's).
 */
export async function findNarrowedMatches(
  db: Db,
  filter: ProductFilter & { narrowing: Narrowing },
  bound: number,
): Promise<{ ids: number[]; version: number }> {
  const { narrowing } = filter;
  let ranked = filteredProducts(db, filter)
    .where(narrowingConditions(filter.tenantId, narrowing))
    .select('p.id');
  if (narrowing.sort === 'price_asc' || narrowing.sort === 'price_desc') {
    const direction = narrowing.sort === 'price_desc' ? 'desc' : 'asc';
    ranked = ranked.orderBy(buyerUnitPrice(narrowing.priceListId), direction);
  }
  return db
    .selectNoFrom([
      sql<
        number[]
      >`array(${ranked.orderBy('p.part_number').orderBy('p.id').limit(sql.lit(bound))})`.as('ids'),
      counter(db, filter.tenantId, 'catalogue_version').as('version'),
    ])
    .executeTakeFirstOrThrow();
}
