import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { buyerUnitPrice } from '../../readers/product-reader.ts';
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
  const matched = filteredProducts(db, { ...filter, narrowing: undefined }).select([
    'p.id',
    sql<boolean>`p.available > 0`.as('stock'),
    (withPrices ? buyerUnitPrice(narrowing.priceListId) : sql<string>`null::numeric`).as('price'),
    ...choices.map((choice, at) => attributeMatch(tenantId, choice).as(`s${at}`)),
  ]);
  const chosen = choices.map((_, at) => sql.ref(`b.s${at}`));
  const stock = withPrices && narrowing.inStock ? [sql`b.stock`] : [];
  const price = withPrices ? [priceWithin(narrowing, sql`b.price`)] : [];
  const all = and([...chosen, ...stock, ...price]);
  // A value's own attribute is the one choice it is counted without.
  const exceptOwnAttribute = and([
    ...choices.map((choice, at) => sql`(v.attribute_id = ${choice.attributeId} or ${chosen[at]})`),
    ...stock,
    ...price,
  ]);
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
    with b as materialized (${matched})
    select 'total' as facet, 0 as id, '' as value, (count(*) filter (where ${all}))::int as count,
      null::text as low, null::text as high
    from b
    union all
    select 'category', c.id, '', count(*)::int, null, null
    from b
    join category_products cp on cp.tenant_id = ${tenantId} and cp.product_id = b.id
    join categories c on c.tenant_id = cp.tenant_id and c.id = cp.category_id and ${parent}
    where ${all}
    group by c.id
    ${attributeCounts}
    ${stockAndPrices}`;
}
