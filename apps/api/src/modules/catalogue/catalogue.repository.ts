import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Language } from '@portal/contract';
import type { Database } from '../../db/schema.ts';
import { inLanguage } from './content-language.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { containsPattern } from './search-terms.ts';

type Db = Kysely<Database>;

/** Which of a tenant's active products a list shows. */
export interface ProductFilter {
  tenantId: number;
  /** Normalised search words (see search-terms.ts); every one must match. */
  terms: string[];
  /** A category: the products filed in it or below it (category_products, migration 0010). */
  categoryId?: number | undefined;
}

export interface Slice {
  limit: number;
  offset: number;
  /**
   * A known row of the list order at or before the offset (list-anchors.ts): the page seeks to it
   * in the index and skips only the rows after it, instead of the whole offset.
   */
  from?: ListAnchor | undefined;
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

const counter = (db: Db, tenantId: number, name: 'catalogue_version' | 'active_products') =>
  sql<number>`coalesce((${db
    .selectFrom('tenant_counters')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)}), 0)`;

const isFiltered = (filter: ProductFilter) =>
  filter.terms.length > 0 || filter.categoryId !== undefined;

// `p.active` is written literally so the planner matches the partial indexes on it.
function filteredProducts(db: Db, filter: ProductFilter) {
  let query = db
    .selectFrom('products as p')
    .where('p.tenant_id', '=', filter.tenantId)
    .where(sql<boolean>`p.active`);
  for (const term of filter.terms) {
    query = query.where('p.search_text', 'like', containsPattern(term));
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
 * Ids of one page in list order (the limit, one of a few page sizes, is written in the statement:
 * see readPage). A category alone is one range of category_products' list index;
 * everything else is an index scan of the products' list order (an index-only scan skips the
 * offset rows cheaply) or, for a rare search word, the trigram index.
 */
function pageIds(db: Db, filter: ProductFilter, slice: Slice) {
  const { categoryId } = filter;
  const { from } = slice;
  const offset = from ? slice.offset - from.position : slice.offset;
  if (filter.terms.length === 0 && categoryId !== undefined) {
    let query = db
      .selectFrom('category_products as cp')
      .select('cp.product_id as id')
      .where('cp.tenant_id', '=', filter.tenantId)
      .where('cp.category_id', '=', categoryId);
    if (from)
      query = query.where(
        sql<boolean>`(cp.part_number, cp.product_id) >= (${from.partNumber}, ${from.id})`,
      );
    return query
      .orderBy('cp.part_number')
      .orderBy('cp.product_id')
      .limit(sql.lit(slice.limit))
      .offset(offset);
  }
  let query = filteredProducts(db, filter);
  if (from)
    query = query.where(sql<boolean>`(p.part_number, p.id) >= (${from.partNumber}, ${from.id})`);
  return query
    .select('p.id')
    .orderBy('p.part_number')
    .orderBy('p.id')
    .limit(sql.lit(slice.limit))
    .offset(offset);
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
      ? db
          .selectFrom('products as p')
          .where('p.tenant_id', '=', filter.tenantId)
          .where(sql<boolean>`p.active`)
          .select([
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
 * A tenant's active products with what a card shows: the default unit and its factor, and the
 * description in the reader's language.
 */
export function productCards(db: Db, tenantId: number, language: Language) {
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

/**
 * One page with the counters its total needs, in one statement (one round trip): the page is
 * joined laterally to a row of counters, so an empty page still answers them.
 */
async function readPage<Row extends { id: number; part_number: string }>(
  db: Db,
  filter: ProductFilter,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own joins vary
  page: SelectQueryBuilder<any, any, Row>,
): Promise<PageRead<Row>> {
  const meta = db
    .selectNoFrom([
      counter(db, filter.tenantId, 'catalogue_version').as('version'),
      (isFiltered(filter) ? sql<number>`0` : counter(db, filter.tenantId, 'active_products')).as(
        'active_products',
      ),
    ])
    .as('meta');
  const query = db
    .selectFrom(meta)
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .selectAll('page')
    .select(['meta.version', 'meta.active_products'])
    .orderBy('page.part_number')
    .orderBy('page.id');
  // Without search words, a page is one range of a list index for any tenant, category and
  // offset, so its generic plan is the custom one (the limit is a literal: as a parameter it was
  // planned as 10% of the catalogue, a hash join of every product). Searches are planned anew.
  const joined = await (filter.terms.length === 0 ? query.$call(prepared) : query).execute();
  const first = joined[0];
  const rows = joined as unknown as (Row | { id: null })[];
  return {
    // An empty page is one row of counters and nulls.
    rows: rows.filter((row): row is Row => row.id !== null),
    version: first?.version ?? 0,
    activeProducts: first?.active_products ?? 0,
  };
}

export function findProductPage(db: Db, filter: ProductFilter, slice: Slice, language: Language) {
  return readPage(
    db,
    filter,
    productCards(db, filter.tenantId, language)
      .where('p.id', 'in', pageIds(db, filter, slice))
      .orderBy('p.part_number')
      .orderBy('p.id'),
  );
}

/** The guest page: only the columns a visitor may see are read at all. */
export function findGuestProductPage(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  language: Language,
) {
  return readPage(
    db,
    filter,
    db
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
      .orderBy('p.id'),
  );
}
