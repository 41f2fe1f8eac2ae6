import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';

/** Tiers of each priced product: from its minimum order quantity, and from ten times it. */
export const BENCH_TIER_FACTORS = [1, 10] as const;
/** Share of the customers that are given a list; the others buy at the products' own prices. */
export const PRICED_CUSTOMER_SHARE = 0.8;
/** Entries written per statement: a few lists at a time. */
const ENTRIES_PER_BATCH = 200_000;

/** PostgreSQL's hashint4 of an int expression, as a bigint from 0 to 2^32 - 1. */
const unsignedHash = (value: RawBuilder<unknown>) =>
  sql`(hashint4((${value})::int)::bigint + 2147483648)`;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The step of a list's walk over the products numbered 0..products-1: coprime to their number,
 * so that `perList` steps from any start reach `perList` distinct products, and near the golden
 * ratio of it, so that those are spread over the whole catalogue rather than a run of part numbers.
 */
export function productStride(products: number): number {
  let stride = Math.max(1, Math.round(products * 0.6180339887));
  while (gcd(stride, products) !== 1) stride++;
  return stride;
}

/** Customers 1..n (by id) that get a list, the `n`-th getting list ((n - 1) % lists) + 1. */
export const pricedCustomers = (customers: number, lists: number): number =>
  lists > 0 ? Math.floor(customers * PRICED_CUSTOMER_SHARE) : 0;

/** Products a list prices: one entry per tier. */
export const productsPerList = (entries: number): number =>
  Math.floor(entries / BENCH_TIER_FACTORS.length);

export interface BenchPriceListOptions {
  customers: number;
  lists: number;
  /** Entries per list: productsPerList(entries) products with every tier each. */
  entries: number;
  /** Called after each batch with the number of lists written so far. */
  onProgress?: (done: number) => void;
}

/**
 * Every entry written here names a list and a product unit it was read with, so the two foreign
 * keys' checks, a trigger call per row each, are skipped where the role may (a superuser, as on
 * the bench databases): they took 3/4 of the seed's time (4,000,000 entries in 222 s with them,
 * in 33 s without). Elsewhere the entries are checked as usual.
 */
async function skipForeignKeyChecks(db: Db): Promise<boolean> {
  try {
    await sql`set session_replication_role = replica`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The tenant's products in id order, numbered from 0, with their default unit: what a walk reads. */
async function numberProducts(db: Db, tenantId: number): Promise<number> {
  // Statistics from before these products were written would say the tenant has none, and the
  // planner would join them to their units by reading all the units once per product.
  await sql`analyze products, product_uoms`.execute(db);
  await sql`drop table if exists bench_priced_products`.execute(db);
  await sql`
    create temporary table bench_priced_products as
    select (row_number() over (order by p.id) - 1)::int as n, p.id, pu.uom_id, p.min_order_qty,
      p.selling_price
    from products p
    join product_uoms pu on pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
    where p.tenant_id = ${tenantId}
  `.execute(db);
  await sql`alter table bench_priced_products add primary key (n)`.execute(db);
  await sql`analyze bench_priced_products`.execute(db);
  const { rows } = await sql<{
    count: number;
  }>`select count(*)::int as count from bench_priced_products`.execute(db);
  return rows[0]!.count;
}

/**
 * The entries of the lists `listIds` (numbered 1.. in that order), a few lists per statement, in
 * primary-key order. List number n walks from a start hashed from n; each product's tiers are
 * 3-12% under its selling price (hashed from list and product), 8 points more from ten times the
 * minimum.
 */
async function insertEntries(
  db: Db,
  tenantId: number,
  listIds: readonly number[],
  options: BenchPriceListOptions,
) {
  const products = await numberProducts(db, tenantId);
  const perList = productsPerList(options.entries);
  if (perList > products) {
    throw new Error(
      `a list of ${options.entries} entries needs ${perList} products, not ${products}`,
    );
  }
  const stride = productStride(products);
  const listsPerBatch = Math.max(1, Math.floor(ENTRIES_PER_BATCH / options.entries));
  for (let first = 0; first < listIds.length; first += listsPerBatch) {
    const batch = listIds.slice(first, first + listsPerBatch);
    const numbers = batch.map((_, i) => first + i + 1);
    await sql`
      insert into price_list_entries (tenant_id, price_list_id, product_id, uom_id, min_qty,
        unit_price)
      select ${tenantId}, l.id, bp.id, bp.uom_id, t.factor * bp.min_order_qty,
        round(bp.selling_price * (0.97 - ${unsignedHash(sql`l.n * 7919 + bp.n`)} % 10 * 0.01
          - case when t.factor = 1 then 0 else 0.08 end), 2)
      from unnest(${batch}::int[], ${numbers}::int[]) as l(id, n)
      cross join generate_series(0, ${perList - 1}::int) as k
      join bench_priced_products bp
        on bp.n = ((${unsignedHash(sql`l.n`)} + k::bigint * ${stride}) % ${products})::int
      cross join unnest(${sql.val(BENCH_TIER_FACTORS)}::int[]) as t(factor)
      order by l.id, bp.id, t.factor
    `.execute(db);
    options.onProgress?.(first + batch.length);
  }
}

/**
 * `lists` price lists, each pricing a deterministic pseudo-random set of productsPerList(entries)
 * products (a walk of productStride steps) on their default unit, with a tier from the minimum
 * order quantity and one from ten times it, a little under the selling price; then most customers
 * are given a list (pricedCustomers), the rest none, so that both kinds of buyer exist. Generated
 * by the database.
 */
export async function createBenchPriceLists(
  db: Db,
  tenantId: number,
  options: BenchPriceListOptions,
) {
  const { lists } = options;
  if (lists === 0) return;
  const inserted = await sql<{ id: number }>`
    insert into price_lists (tenant_id, name)
    select ${tenantId}, 'Bench list ' || lpad(g::text, 4, '0')
    from generate_series(1, ${lists}::int) as g
    order by g
    returning id
  `.execute(db);
  const listIds = inserted.rows.map((row) => row.id).sort((a, b) => a - b);
  const checksSkipped = await skipForeignKeyChecks(db);
  try {
    await insertEntries(db, tenantId, listIds, options);
  } finally {
    if (checksSkipped) await sql`reset session_replication_role`.execute(db);
    await sql`drop table if exists bench_priced_products`.execute(db);
  }
  await sql`
    with c as (
      select id, row_number() over (order by id) as n from customers where tenant_id = ${tenantId}
    )
    update customers set price_list_id = (${sql.val(listIds)}::int[])[1 + (c.n - 1) % ${lists}]
    from c
    where customers.tenant_id = ${tenantId} and customers.id = c.id
      and c.n <= ${pricedCustomers(options.customers, lists)}
  `.execute(db);
}

/**
 * Removes a tenant's price lists: their entries first by the primary key's tenant prefix (the
 * products' cascade would find them one product at a time), and the customers' assignments, which
 * would refuse the lists' deletion.
 */
export async function deleteBenchPriceLists(db: Db, tenantId: number) {
  await db.deleteFrom('price_list_entries').where('tenant_id', '=', tenantId).execute();
  await db
    .updateTable('customers')
    .set({ price_list_id: null })
    .where('tenant_id', '=', tenantId)
    .where('price_list_id', 'is not', null)
    .execute();
  await db.deleteFrom('price_lists').where('tenant_id', '=', tenantId).execute();
}
