import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { listUnitPrices } from '../../readers/product-reader.ts';
import { filteredProducts, type ProductFilter } from './catalogue.repository.ts';
import { attributeMatch, priceWithin, type Narrowing } from './narrowing.ts';

/** One count of the facets' statement. */
export interface FacetCountRow {
  /** `total` and `stock` are one row each; `category` and `attribute` one per value. */
  facet: 'total' | 'category' | 'attribute' | 'stock';
  id: number;
  value: string;
  count: number;
  /** The stock row's: the lowest and highest price the other choices leave (numeric as text). */
  low: string | null;
  high: string | null;
}

const and = (conditions: RawBuilder<unknown>[]): RawBuilder<boolean> =>
  conditions.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/**
 * Every count of a list's facets in one statement (decision 044). The products the words and the
 * category match are read once (`b`), each with whether it has each chosen attribute's values, its
 * stock and the buyer's price; then each facet is counted over them with every other facet's
 * choice applied and not its own (a value's count is what choosing it, beside the others, would
 * list): the categories one level below the list's, each filter attribute's values, the products
 * in stock, the price range. `withPrices`: a buyer's facets (stock and prices); a visitor reads
 * neither.
 */
export function findFacetCounts(
  db: Db,
  filter: ProductFilter & { narrowing: Narrowing },
  attributeIds: readonly number[],
  withPrices: boolean,
): Promise<FacetCountRow[]> {
  return facetCounts(db, filter, attributeIds, withPrices)
    .execute(db)
    .then((result) => result.rows);
}

/** The statement of findFacetCounts, unrun (its plan can be read). */
export function facetCounts(
  db: Db,
  filter: ProductFilter & { narrowing: Narrowing },
  attributeIds: readonly number[],
  withPrices: boolean,
) {
  const { narrowing, tenantId, categoryId } = filter;
  const choices = narrowing.attributes;
  const listId = withPrices ? narrowing.priceListId : null;
  const matched = filteredProducts(db, { ...filter, narrowing: undefined }).select([
    'p.id',
    sql<boolean>`p.available > 0`.as('stock'),
    // With a list, `price` is the one in force (below); its products' own is read first.
    (withPrices ? sql<string>`p.selling_price` : sql<string>`null::numeric`).as(
      listId === null ? 'price' : 'own_price',
    ),
    ...(listId === null
      ? []
      : [
          sql<number>`p.default_puom_id`.as('default_puom_id'),
          sql<number>`greatest(p.min_order_qty, 1)`.as('moq'),
        ]),
    ...choices.map((choice, at) => attributeMatch(tenantId, choice).as(`s${at}`)),
  ]);
  // The matches with the buyer's price: their own, or their list's (priced in one join).
  const products =
    listId === null
      ? sql`b as materialized (${matched})`
      : sql`m as materialized (${matched}),
        b as materialized (
          select m.*, coalesce(l.unit_price, m.own_price) as price
          from m left join (${listUnitPrices(tenantId, listId, 'm')}) l on l.id = m.id)`;
  const chosen = choices.map((_, at) => sql.ref(`b.s${at}`));
  const stock = withPrices && narrowing.inStock ? [sql`b.stock`] : [];
  const price = withPrices ? [priceWithin(narrowing, sql.ref('b.price'))] : [];
  const all = and([...chosen, ...stock, ...price]);
  // A value's own attribute is the one choice it is counted without.
  const exceptOwnAttribute = and([
    ...choices.map((choice, at) => sql`(v.attribute_id = ${choice.attributeId} or ${chosen[at]})`),
    ...stock,
    ...price,
  ]);
  // Each match's categories are read by its own key, among the list's child categories: joining
  // those categories' products instead hashed every product below them (100,000 at the top of the
  // bench tenant), 45 ms for a search of 700 matches. OFFSET 0 keeps the planner from making it
  // that join again.
  const parent =
    categoryId === undefined ? sql`c.parent_id is null` : sql`c.parent_id = ${categoryId}`;
  // Products are counted per stored value first (an option list, a flag, a number), and only
  // those few groups are unnested into options: unnesting every product's list cost a third of
  // the statement.
  const attributeCounts =
    attributeIds.length === 0
      ? sql``
      : sql`union all
        select 'attribute', g.attribute_id, x.value, sum(g.n)::int, null, null
        from (
          select v.attribute_id, v.option_ids, v.flag, v.number_value, count(*) as n
          from b
          join product_attribute_values v on v.tenant_id = ${tenantId} and v.product_id = b.id
            and v.attribute_id = any(${sql.val(attributeIds)}::int[])
          where ${exceptOwnAttribute}
          group by v.attribute_id, v.option_ids, v.flag, v.number_value
        ) g
        cross join lateral unnest(case
          when g.option_ids is not null then g.option_ids::text[]
          when g.flag is not null then array[case when g.flag then 'yes' else 'no' end]
          else array[trim_scale(g.number_value)::text] end) as x (value)
        group by g.attribute_id, x.value`;
  const stockAndPrices = withPrices
    ? sql`union all
        select 'stock', 0, '', (count(*) filter (where b.stock and ${and([...chosen, ...price])}))::int,
          (min(b.price) filter (where ${and([...chosen, ...stock])}))::text,
          (max(b.price) filter (where ${and([...chosen, ...stock])}))::text
        from b`
    : sql``;
  return sql<FacetCountRow>`
    with ${products}
    select 'total' as facet, 0 as id, '' as value, (count(*) filter (where ${all}))::int as count,
      null::text as low, null::text as high
    from b
    union all
    select 'category', x.category_id, '', count(*)::int, null, null
    from b
    cross join lateral (
      select cp.category_id from category_products cp
      where cp.tenant_id = ${tenantId} and cp.product_id = b.id
        and cp.category_id = any((select array_agg(c.id) from categories c
          where c.tenant_id = ${tenantId} and ${parent})::int[])
      offset 0) x
    where ${all}
    group by x.category_id
    ${attributeCounts}
    ${stockAndPrices}`;
}
