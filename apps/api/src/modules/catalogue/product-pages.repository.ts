import { sql, type SelectQueryBuilder } from 'kysely';
import type { Language } from '@portal/contract';
import { builtOnce } from '../../db/built-once.ts';
import { knownWhenRun, prepared } from '../../db/prepared-statements.ts';
import type { Db } from '../../db/schema.ts';
import {
  buyerCards,
  guestCards,
  type BuyerCardRow,
  type GuestCardRow,
} from '../../readers/product-reader.ts';
import {
  counter,
  filteredProducts,
  type PageRead,
  type ProductFilter,
  type Slice,
} from './catalogue.repository.ts';
import { isNarrowed } from './narrowing.ts';

/**
 * Ids of one page in list order. A category alone is one range of category_products' list index;
 * everything else is an index scan of the products' list order. The limit, one of a few page
 * sizes, is written in the statement: as a parameter, PostgreSQL's generic plan took it for 10% of
 * the catalogue and hash-joined every product. The offset is known when the statement runs
 * (knownWhenRun): with each page's offset in view, the custom plans of the first pages looked
 * cheaper than the generic plan, and PostgreSQL planned the page at every request.
 */
function pageIds(db: Db, filter: ProductFilter, slice: Slice) {
  const { categoryId } = filter;
  const { from } = slice;
  if (filter.terms.length === 0 && categoryId !== undefined) {
    let query = db
      .selectFrom('category_products as cp')
      .select('cp.product_id as id')
      .where('cp.tenant_id', '=', filter.tenantId)
      .where('cp.category_id', '=', categoryId);
    if (from) {
      query = query.where(
        sql<boolean>`(cp.part_number, cp.product_id) >= (${from.partNumber}, ${from.id})`,
      );
    }
    return query
      .orderBy('cp.part_number')
      .orderBy('cp.product_id')
      .limit(sql.lit(slice.limit))
      .offset(knownWhenRun<number>(slice.offset, 'int'));
  }
  let query = filteredProducts(db, filter);
  if (from) {
    query = query.where(sql<boolean>`(p.part_number, p.id) >= (${from.partNumber}, ${from.id})`);
  }
  return query
    .select('p.id')
    .orderBy('p.part_number')
    .orderBy('p.id')
    .limit(sql.lit(slice.limit))
    .offset(knownWhenRun<number>(slice.offset, 'int'));
}

/**
 * The condition that keeps a page's rows. Rows known by id (a search's ranked matches, a cart's
 * lines) are named on the products themselves, one primary-key probe each: as a subquery of the
 * same table, a table without statistics yet (a tenant's first import, before autovacuum's
 * analyze) was planned as a scan of the tenant's products for each product, 200 ms for 1,500.
 */
function onPage(db: Db, filter: ProductFilter, slice: Slice) {
  return slice.ids
    ? sql<boolean>`p.id = any(${sql.val(slice.ids)}::int[])`
    : sql<boolean>`p.id in (${pageIds(db, filter, slice)})`;
}

/**
 * One page with the counters its total needs, in one statement (one round trip): the page is
 * joined laterally to a row of counters, so an empty page still answers them.
 */
function withCounters<Row extends { id: number; part_number: string }>(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  // oxlint-disable-next-line typescript/no-explicit-any -- the page's own joins vary
  page: SelectQueryBuilder<any, any, Row>,
) {
  // Only the unfiltered list's total is the active-product counter.
  const filtered =
    filter.terms.length > 0 || filter.categoryId !== undefined || slice.ids !== undefined;
  const meta = db
    .selectNoFrom([
      counter(db, filter.tenantId, 'catalogue_version').as('version'),
      (filtered ? sql<number>`0` : counter(db, filter.tenantId, 'active_products')).as(
        'active_products',
      ),
    ])
    .as('meta');
  return db
    .selectFrom(meta)
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .selectAll('page')
    .select(['meta.version', 'meta.active_products'])
    .orderBy('page.part_number')
    .orderBy('page.id');
}

type Counted<Row> = Row & { version: number; active_products: number };

function toPageRead<Row extends { id: number }>(
  joined: Counted<Row>[],
  filter: ProductFilter,
  slice: Slice,
): PageRead<Row> {
  const first = joined[0];
  const rows = (joined as unknown as (Row | { id: null })[]).filter(
    // An empty page is one row of counters and nulls.
    (row): row is Row => row.id !== null,
  );
  return {
    rows:
      slice.ids && (filter.terms.length > 0 || isNarrowed(filter.narrowing))
        ? inOrderOf(slice.ids, rows)
        : rows,
    version: first?.version ?? 0,
    activeProducts: first?.active_products ?? 0,
  };
}

/**
 * A search's (or a narrowed list's) page in the order of its kept matches. The page's statement, one for every page
 * read by id, sorts by part number; a dozen rows are put in rank order here.
 */
function inOrderOf<Row extends { id: number }>(ids: readonly number[], rows: Row[]): Row[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** The buyer's price list in force, or null for the products' own prices (modules/pricing). */
type PriceListId = number | null;

const memberPage = (
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  language: Language,
  priceListId: PriceListId,
) =>
  withCounters(
    db,
    filter,
    slice,
    buyerCards(db, filter.tenantId, language, priceListId)
      .where(onPage(db, filter, slice))
      .orderBy('p.part_number')
      .orderBy('p.id'),
  );

/** The guest page: only the columns a visitor may see are read at all. */
const guestPage = (db: Db, filter: ProductFilter, slice: Slice, language: Language) =>
  withCounters(
    db,
    filter,
    slice,
    guestCards(db, filter.tenantId, language)
      .where(onPage(db, filter, slice))
      .orderBy('p.part_number')
      .orderBy('p.id'),
  );

interface ByIdsArgs extends Record<string, unknown> {
  tenantId: number;
  ids: readonly number[];
}

/** What decides a priced statement's shape besides its own: the language, and whether it is priced. */
interface PricedShape {
  language: Language;
  priced: boolean;
}
const pricedShapeKey = (shape: PricedShape) => `${shape.language}:${shape.priced}`;

/** A list id in force is a value of the statement; none leaves the tiers out of it. */
const listOf = (shape: { priced: boolean }, args: { priceListId: number }): PriceListId =>
  shape.priced ? args.priceListId : null;

/** A page of products known by id (a search's kept matches, a cart's lines). */
const byIdsFilterAndSlice = (args: ByIdsArgs): [ProductFilter, Slice] => [
  { tenantId: args.tenantId, terms: [] },
  // The ids are the page: no limit or offset applies.
  { limit: 0, offset: 0, ids: args.ids },
];

// A page by id is one index probe per row, whatever the search: built once per language, and
// prepared.
const memberPageByIds = builtOnce(
  pricedShapeKey,
  (db, shape: PricedShape, args: ByIdsArgs & { priceListId: number }) =>
    memberPage(db, ...byIdsFilterAndSlice(args), shape.language, listOf(shape, args)).$call(
      prepared,
    ),
);
const guestPageByIds = builtOnce(
  (language: Language) => language,
  (db, language: Language, args: ByIdsArgs) =>
    guestPage(db, ...byIdsFilterAndSlice(args), language).$call(prepared),
);

/** What decides the statement of a page without search words; the rest are its values. */
interface BrowseShape {
  language: Language;
  priced: boolean;
  limit: number;
  inCategory: boolean;
  seeks: boolean;
}

interface BrowseArgs extends Record<string, unknown> {
  tenantId: number;
  categoryId: number;
  offset: number;
  fromPartNumber: string;
  fromId: number;
  /** 0 when the shape is not priced. */
  priceListId: number;
}

const browseShapeKey = (shape: BrowseShape) =>
  `${shape.language}:${shape.priced}:${shape.limit}:${shape.inCategory}:${shape.seeks}`;

function browseInputs(
  filter: ProductFilter,
  slice: Slice,
  language: Language,
  priceListId: PriceListId = null,
) {
  const shape: BrowseShape = {
    language,
    priced: priceListId !== null,
    limit: slice.limit,
    inCategory: filter.categoryId !== undefined,
    seeks: slice.from !== undefined,
  };
  const args: BrowseArgs = {
    tenantId: filter.tenantId,
    categoryId: filter.categoryId ?? 0,
    offset: slice.offset,
    fromPartNumber: slice.from?.partNumber ?? '',
    fromId: slice.from?.id ?? 0,
    priceListId: priceListId ?? 0,
  };
  return [shape, args] as const;
}

function browseFilterAndSlice(shape: BrowseShape, args: BrowseArgs) {
  const filter: ProductFilter = {
    tenantId: args.tenantId,
    terms: [],
    categoryId: shape.inCategory ? args.categoryId : undefined,
  };
  const from = shape.seeks
    ? { partNumber: args.fromPartNumber, id: args.fromId, position: 0 }
    : undefined;
  return [filter, { limit: shape.limit, offset: args.offset, from }] as const;
}

// Without search words, a page is one range of a list index for any tenant, category and offset:
// built once, and prepared, since its generic plan is the custom one. Searches are built and
// planned for their words.
const memberBrowsePage = builtOnce(browseShapeKey, (db, shape: BrowseShape, args: BrowseArgs) =>
  memberPage(db, ...browseFilterAndSlice(shape, args), shape.language, listOf(shape, args)).$call(
    prepared,
  ),
);
const guestBrowsePage = builtOnce(browseShapeKey, (db, shape: BrowseShape, args: BrowseArgs) =>
  guestPage(db, ...browseFilterAndSlice(shape, args), shape.language).$call(prepared),
);

export async function findProductPage(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  language: Language,
  priceListId: PriceListId,
): Promise<PageRead<BuyerCardRow>> {
  const priced = { language, priced: priceListId !== null };
  const joined = slice.ids
    ? await memberPageByIds(db, priced, {
        tenantId: filter.tenantId,
        ids: slice.ids,
        priceListId: priceListId ?? 0,
      })
    : filter.terms.length === 0
      ? await memberBrowsePage(db, ...browseInputs(filter, slice, language, priceListId))
      : await memberPage(db, filter, slice, language, priceListId).execute();
  return toPageRead(joined as Counted<BuyerCardRow>[], filter, slice);
}

export async function findGuestProductPage(
  db: Db,
  filter: ProductFilter,
  slice: Slice,
  language: Language,
): Promise<PageRead<GuestCardRow>> {
  const joined = slice.ids
    ? await guestPageByIds(db, language, { tenantId: filter.tenantId, ids: slice.ids })
    : filter.terms.length === 0
      ? await guestBrowsePage(db, ...browseInputs(filter, slice, language))
      : await guestPage(db, filter, slice, language).execute();
  return toPageRead(joined as Counted<GuestCardRow>[], filter, slice);
}
