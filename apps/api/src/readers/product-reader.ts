import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Language } from '@portal/contract';
import { knownWhenRun } from '../db/prepared-statements.ts';
import type { Database, Db, ProductsTable } from '../db/schema.ts';
import { inLanguage } from './content-language.ts';
import { productFields } from './product-fields.ts';
import { shownAttributeRows } from './shown-attributes.ts';

/**
 * The one reader of products as buyers and visitors see them (product-fields.ts): cards, the
 * product page, the units an order is placed in. The console's, the CSV's and the imports' reads
 * are in product-records.ts. Every read takes the tenant id.
 *
 * The catalogue's and the order's hot statements are built once and prepared (issue 25): the
 * builders here (guestCards, buyerCards, buyerProductPages, sellableUnits) run nothing, and those
 * modules build them once per shape, add their paging and prepare them, so the statements' text
 * is what it was. Which products a page lists, in what order, and its counters stay the
 * catalogue's (modules/catalogue): they read ids and counts, not what a product looks like.
 */

/** The tenant's products (`p`), active or not. */
export function tenantProducts(db: Db, tenantId: number) {
  return db.selectFrom('products as p').where('p.tenant_id', '=', tenantId);
}

/**
 * The tenant's products a buyer may see: the active ones (`p.active` written literally, so the
 * planner matches the partial indexes on it).
 */
export function activeProducts(db: Db, tenantId: number) {
  return tenantProducts(db, tenantId).where(sql<boolean>`p.active`);
}

/** A read of products (`p`), whatever it selects so far. */
type ProductsQuery<Row> = SelectQueryBuilder<Database & { p: ProductsTable }, 'p', Row>;

/** The products with their default unit (`pu`) and its unit of measure (`u`), if they have one. */
export function withDefaultUnit<Row>(products: ProductsQuery<Row>) {
  return products
    .leftJoin('product_uoms as pu', (join) =>
      join.onRef('pu.tenant_id', '=', 'p.tenant_id').onRef('pu.id', '=', 'p.default_puom_id'),
    )
    .leftJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    );
}

/**
 * Cards of the tenant's products as a visitor sees them. The caller names which: only active
 * products may be shown (the catalogue's page ids are).
 */
export function guestCards(db: Db, tenantId: number, language: Language) {
  return tenantProducts(db, tenantId).select(productFields.guestCard(language));
}

/**
 * A card of each active product, priced with `priceListId`: the buyer's list when it applies
 * today (modules/pricing), else null and the products' own prices.
 */
export function buyerCards(
  db: Db,
  tenantId: number,
  language: Language,
  priceListId: number | null | Expression<number | null>,
) {
  return withDefaultUnit(activeProducts(db, tenantId))
    .select(productFields.buyerCard(language))
    .select(
      // The tiers of the list for the product's default unit, lowest minimum first: one probe of
      // the entries' primary key per product. As text ('min price min price', product-mapper.ts):
      // a JSON array of rows cost the list page a third more than the page without a list.
      // No list reads none, and costs nothing.
      (priceListId === null
        ? sql<string | null>`null`
        : sql<string | null>`(
            select string_agg(e.min_qty || ' ' || e.unit_price, ' ' order by e.min_qty)
            from price_list_entries e
            where e.tenant_id = p.tenant_id and e.price_list_id = ${priceListId}
              and e.product_id = p.id and e.uom_id = pu.uom_id)`
      ).as('price_tiers'),
    );
}

/**
 * The buyer's price of a product (`p`), as the price facet and the price order read it: the unit
 * price of the first units they can order (its minimum order quantity in its default unit), by
 * the tier of their list `priceListId` that quantity reaches, else the product's own price; what
 * linePrice (rules/contract-price.ts) prices that quantity at. No list: the product's own price.
 */
export function buyerUnitPrice(priceListId: number | null) {
  if (priceListId === null) return sql<string>`p.selling_price`;
  return sql<string>`coalesce((
    select e.unit_price
    from product_uoms pu
    join price_list_entries e on e.tenant_id = pu.tenant_id and e.product_id = pu.product_id
      and e.uom_id = pu.uom_id
    where pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
      and e.price_list_id = ${priceListId} and e.min_qty <= greatest(p.min_order_qty, 1)
    order by e.min_qty desc
    limit 1), p.selling_price)`;
}

/**
 * What buyerUnitPrice gives from a price list, for many products in one pass: the unit price of
 * the list's entry on each product's default unit with the highest minimum quantity not above its
 * minimum order quantity, for the rows of `products` (a query's named rows with `id`,
 * `default_puom_id` and `moq`, the minimum order quantity and at least 1) that have one. A join
 * rather than one sub-select per product: the facets of "bolt" (22,086 matches) with a price list
 * took 109 ms instead of 136 on the bench tenant (session 20). A product it leaves out has its
 * own price.
 */
export function listUnitPrices(tenantId: number, priceListId: number, products: string) {
  const m = sql.table(products);
  return sql<{ id: number; unit_price: string }>`select distinct on (m.id) m.id, e.unit_price
    from ${m} m
    join price_list_entries e on e.tenant_id = ${tenantId} and e.price_list_id = ${priceListId}
      and e.product_id = m.id and e.min_qty <= m.moq
    join product_uoms pu on pu.tenant_id = e.tenant_id and pu.id = m.default_puom_id
      and pu.uom_id = e.uom_id
    order by m.id, e.min_qty desc`;
}

export type BuyerCardRow = Awaited<ReturnType<ReturnType<typeof buyerCards>['execute']>>[number];
export type GuestCardRow = Awaited<ReturnType<ReturnType<typeof guestCards>['execute']>>[number];

/**
 * Products' pages in one statement (one round trip): each one's card, additional information,
 * category names, its attributes' values and the related and complementary products' cards, in
 * their display order, each priced by the list asked with it (null: the product's own prices).
 * The catalogue builds it once per language, prepares it, and reads the pages asked for at the
 * same moment together (product-details.repository.ts). `productIds` and `priceListIds` are
 * arrays of the same length, a page asked per position: values of the statement, so one shape
 * whatever their length. A product asked with two lists comes back twice, once per list.
 */
export function buyerProductPages(
  db: Db,
  tenantId: number,
  productIds: readonly number[],
  priceListIds: readonly (number | null)[],
  language: Language,
) {
  // Known when it runs (decision 053): their length would move the custom plans' estimates, and
  // PostgreSQL would plan the statement anew at each run.
  const ids = knownWhenRun<number[]>(productIds, 'int[]');
  const lists = knownWhenRun<(number | null)[]>(priceListIds, 'int[]');
  // The page asked (`page`: its product and list) as the sub-selects see it: `p` there may be
  // another product (a card).
  const productId = sql.ref<number>('page.id');
  const priceListId = sql.ref<number | null>('page.list');
  return buyerCards(db, tenantId, language, priceListId)
    .crossJoinLateral(
      sql<{ id: number; list: number | null }>`(
        select a.id, a.list from unnest(${ids}, ${lists}) as a(id, list) where a.id = p.id
      )`.as('page'),
    )
    .select(productFields.buyerPage(language))
    .select(priceListId.as('price_list_id'))
    .select(() => [
      jsonArrayFrom(
        db
          .selectFrom('product_categories as pc')
          .innerJoin('categories as c', (join) =>
            join.onRef('c.tenant_id', '=', 'pc.tenant_id').onRef('c.id', '=', 'pc.category_id'),
          )
          .select(inLanguage<string>('c.name', language).as('name'))
          .where('pc.tenant_id', '=', tenantId)
          .where('pc.product_id', '=', productId)
          .orderBy('c.sort_order')
          .orderBy('c.name'),
      ).as('categories'),
      jsonArrayFrom(
        buyerCards(db, tenantId, language, priceListId)
          .innerJoin('product_links as l', (join) =>
            join.onRef('l.tenant_id', '=', 'p.tenant_id').onRef('l.linked_product_id', '=', 'p.id'),
          )
          .select('l.kind')
          .where('l.product_id', '=', productId)
          .orderBy('l.sort_order')
          .orderBy('p.part_number')
          .orderBy('p.id'),
      ).as('linked'),
      jsonArrayFrom(shownAttributeRows(db, tenantId, productId, language)).as('attributes'),
    ])
    .where(sql<boolean>`p.id = any(${ids})`);
}

/**
 * The cards of the tenant's active products whose part numbers, lower-cased, are among
 * `lowered`: one statement for a whole paste into quick order, by the index on (tenant_id,
 * lower(part_number)) of migration 0013. Two products may differ only by case; both come back.
 */
export function buyerCardsByPartNumbers(
  db: Db,
  tenantId: number,
  lowered: readonly string[],
  language: Language,
  priceListId: number | null,
) {
  return buyerCards(db, tenantId, language, priceListId)
    .select(sql<string>`lower(p.part_number)`.as('part_key'))
    .where(sql<boolean>`lower(p.part_number) = any(${sql.val(lowered)}::text[])`)
    .orderBy('p.part_number')
    .execute();
}

/** The cards of the tenant's active products among `ids` (one statement). */
export function buyerCardsByIds(
  db: Db,
  tenantId: number,
  ids: readonly number[],
  language: Language,
  priceListId: number | null,
) {
  return buyerCards(db, tenantId, language, priceListId)
    .where(sql<boolean>`p.id = any(${sql.val(ids)}::int[])`)
    .execute();
}

/** Which of `ids` are products the cart can sell: active, with a default unit. */
export async function sellableProductIds(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tenantProducts(db, tenantId)
    .select('p.id')
    .where(sql<boolean>`p.id = any(${sql.val(ids)}::int[])`)
    .where(sql<boolean>`p.active`)
    .where('p.default_puom_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Active units of active products among `puomIds`, with what an order's line snapshots and
 * checks and the customer's tiers for the unit (none without a list). One array, not a list of
 * values: one statement text whatever the number of lines (the order path builds it once).
 */
export function sellableUnits(
  db: Db,
  tenantId: number,
  puomIds: readonly number[],
  priceListId: number | null,
) {
  return db
    .selectFrom('product_uoms as pu')
    .innerJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'pu.tenant_id').onRef('p.id', '=', 'pu.product_id'),
    )
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .leftJoin('product_uoms as dp', (join) =>
      join.onRef('dp.tenant_id', '=', 'p.tenant_id').onRef('dp.id', '=', 'p.default_puom_id'),
    )
    .select(productFields.orderUnit)
    .select((eb) =>
      // The pricing rule decides the price from these and the product's own price.
      (priceListId === null
        ? sql<{ min_qty: number; unit_price: number }[] | null>`null`
        : jsonArrayFrom(
            eb
              .selectFrom('price_list_entries as e')
              .select(['e.min_qty', 'e.unit_price'])
              .whereRef('e.tenant_id', '=', 'pu.tenant_id')
              .where('e.price_list_id', '=', priceListId)
              .whereRef('e.product_id', '=', 'pu.product_id')
              .whereRef('e.uom_id', '=', 'pu.uom_id')
              .orderBy('e.min_qty'),
          )
      ).as('price_tiers'),
    )
    .where('pu.tenant_id', '=', tenantId)
    .where('pu.id', '=', sql<number>`any(${knownWhenRun(puomIds, 'int[]')})`)
    .where('pu.active', '=', true)
    .where('p.active', '=', true);
}
