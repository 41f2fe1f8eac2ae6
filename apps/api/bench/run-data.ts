import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { benchTenantId } from '../src/seed/bench/bench-tenant.ts';
import { hashToken, newSessionToken } from '../src/modules/auth/session-tokens.ts';
import type { ChangeTargets } from './catalogue-changes.ts';
import type { BenchBuyer, BenchCatalogue } from './request-mix.ts';

/**
 * Gives every bench buyer of `code` a fresh session of its own, written as the server writes one
 * at sign-in (the SHA-256 of a random token, expiring in `absoluteHours`, last seen now), and says
 * which price list prices it (its customer's) and whether its customer keeps approval rules. Signing
 * 5,000 buyers in over HTTP would measure 5,000 argon2 runs, not the catalogue. Sessions of earlier
 * runs are removed first.
 */
export async function openBenchSessions(
  db: Kysely<Database>,
  code: string,
  absoluteHours: number,
): Promise<BenchBuyer[]> {
  const rows = await sql<{
    user_id: number;
    tenant_id: number;
    customer_id: number;
    address_id: number;
    price_list_id: number | null;
    approval_rules: boolean;
  }>`
    select m.user_id, m.tenant_id, m.customer_id, min(a.id) as address_id, c.price_list_id,
      exists (
        select 1 from approval_rules r
        where r.tenant_id = m.tenant_id and r.customer_id = m.customer_id
      ) as approval_rules
    from tenants t
    join memberships m on m.tenant_id = t.id and m.status = 'approved' and m.role = 'customer'
    join customers c on c.tenant_id = t.id and c.id = m.customer_id
    join addresses a on a.tenant_id = t.id and a.customer_id = m.customer_id and a.type = 'S'
    where t.code = ${code}
    group by m.user_id, m.tenant_id, m.customer_id, c.price_list_id
    order by m.user_id
  `.execute(db);
  if (rows.rows.length === 0) throw new Error(`tenant ${code} has no bench buyers`);
  const tenantId = rows.rows[0]!.tenant_id;
  const userIds = rows.rows.map((row) => row.user_id);
  const tokens = rows.rows.map(() => newSessionToken());
  await sql`delete from sessions where tenant_id = ${tenantId} and user_id = any(${userIds}::int[])`.execute(
    db,
  );
  await sql`
    insert into sessions (token_hash, user_id, tenant_id, expires_at)
    select hash, user_id, ${tenantId}, now() + make_interval(hours => ${absoluteHours})
    from unnest(${tokens.map(hashToken)}::text[], ${userIds}::int[]) as s(hash, user_id)
  `.execute(db);
  return rows.rows.map((row, i) => ({
    token: tokens[i]!,
    code,
    customerId: row.customer_id,
    addressId: row.address_id,
    priceListId: row.price_list_id,
    approvalRules: row.approval_rules,
  }));
}

/**
 * The buyers of the bench's plain order rows: those whose customers have no approval rules (the
 * others have the rules row of their own, run.ts).
 */
export const plainOrderBuyers = (buyers: readonly BenchBuyer[]): BenchBuyer[] =>
  buyers.filter((buyer) => !buyer.approvalRules);

/**
 * The buyers of the bench's ledger rows: those of the tenant's ledger customer, its first (the one
 * seed/bench/bench-ledger.ts gives 10,000 entries), so that every request reads that history.
 */
export function ledgerBuyers(buyers: readonly BenchBuyer[]): BenchBuyer[] {
  const ledgerCustomer = Math.min(...buyers.map((buyer) => buyer.customerId));
  return buyers.filter((buyer) => buyer.customerId === ledgerCustomer);
}

/** The categories' ids by depth in the tree (top level first), from each one's parent. */
export function categoryLevels(
  categories: readonly { id: number; parent_id: number | null }[],
): number[][] {
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const depthOf = new Map<number, number>();
  const depth = (id: number): number => {
    const known = depthOf.get(id);
    if (known !== undefined) return known;
    const parent = parentOf.get(id) ?? null;
    // A parent outside the list (or a cycle, which the schema forbids) counts as the top.
    const value = parent === null || !parentOf.has(parent) ? 0 : 1 + depth(parent);
    depthOf.set(id, value);
    return value;
  };
  const levels: number[][] = [];
  for (const { id } of categories) (levels[depth(id)] ??= []).push(id);
  return levels.map((level) => level ?? []);
}

/**
 * The values a facet choice may name, per filter attribute of the tenant: its options' ids, the
 * numbers its products hold, or yes and no (facet-filter.ts spells them so).
 */
async function readFacetValues(
  db: Kysely<Database>,
  tenantId: number,
): Promise<BenchCatalogue['facetValues']> {
  const { rows } = await sql<{ id: number; values: string[] | null }>`
    select a.id, case a.kind
        when 'options' then (select array_agg(o.id::text order by o.position)
          from product_attribute_options o where o.tenant_id = a.tenant_id and o.attribute_id = a.id)
        when 'number' then (select array_agg(distinct trim_scale(v.number_value)::text)
          from product_attribute_values v where v.tenant_id = a.tenant_id and v.attribute_id = a.id)
        else array['yes', 'no']
      end as values
    from product_attributes a
    where a.tenant_id = ${tenantId} and a.filter
    order by a.position, a.id
  `.execute(db);
  return rows
    .filter((row) => row.values && row.values.length > 0)
    .map((row) => ({ attributeId: row.id, values: row.values! }));
}

/** What the request generator draws from for `code`: its products, categories and units. */
export async function readBenchCatalogue(
  db: Kysely<Database>,
  code: string,
): Promise<BenchCatalogue> {
  const tenantId = await benchTenantId(db, code);
  const products = await db
    .selectFrom('products')
    .select(['id', 'default_puom_id', 'min_order_qty'])
    .where('tenant_id', '=', tenantId)
    .where('active', '=', true)
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  return {
    facetValues: await readFacetValues(db, tenantId),
    code,
    products: products.length,
    productIds: products.map((p) => p.id),
    categoryIds: categories.map((c) => c.id),
    categoryLevels: categoryLevels(categories),
    sellablePuomIds: products
      .filter((p) => p.min_order_qty === 1 && p.default_puom_id !== null)
      .map((p) => p.default_puom_id!),
  };
}

/**
 * What the catalogue-changes row edits through the admin API (catalogue-changes.ts): active
 * products by part number, and entries of the price lists in use (a few per list, on the
 * product's default unit), each with the product's minimum order quantity.
 */
export async function readChangeTargets(
  db: Kysely<Database>,
  code: string,
  perList = 3,
): Promise<ChangeTargets> {
  const tenantId = await benchTenantId(db, code);
  const products = await sql<{ id: number; part_number: string }>`
    select id, part_number from products
    where tenant_id = ${tenantId} and active and id % 97 = 0
    order by id limit 2000
  `.execute(db);
  const entries = await sql<{
    price_list_id: number;
    part_number: string;
    uom_code: string;
    min_order_qty: number;
  }>`
    select l.id as price_list_id, e.part_number, e.uom_code, e.min_order_qty
    from price_lists l
    cross join lateral (
      select p.part_number, u.code as uom_code, p.min_order_qty
      from price_list_entries pe
      join products p on p.tenant_id = pe.tenant_id and p.id = pe.product_id
      join product_uoms pu on pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
      join uoms u on u.tenant_id = pu.tenant_id and u.id = pu.uom_id
      where pe.tenant_id = l.tenant_id and pe.price_list_id = l.id and pe.uom_id = pu.uom_id
        and pe.min_qty = p.min_order_qty and p.active
      order by pe.product_id
      limit ${perList}
    ) e
    where l.tenant_id = ${tenantId}
    order by l.id, e.part_number
  `.execute(db);
  return {
    code,
    products: products.rows.map((row) => ({ id: row.id, partNumber: row.part_number })),
    entries: entries.rows.map((row) => ({
      priceListId: row.price_list_id,
      partNumber: row.part_number,
      uomCode: row.uom_code,
      minOrderQty: row.min_order_qty,
    })),
  };
}

/**
 * Earlier runs leave tens of thousands of orders, e-mails and sessions behind, and every e-mail
 * row is written three times (insert, claim, record). A production server's autovacuum removes
 * the dead versions and keeps the planner's statistics current; this machine's PostgreSQL runs
 * without autovacuum. Without a vacuum, 757,000 dead outbox rows left by a few order runs made
 * each claim walk them, and the outbox of a later run sent e-mails at 390 a second where an
 * earlier one sent 640; with statistics that still say a tenant has no orders, the planner read
 * an order by key through another index and scanned every order of the tenant (6 ms where 0.02
 * was due). So the bench vacuums and analyses what it grows before the reads and before each
 * order row, as autovacuum would between them (and bench:row before its row, for the same reason).
 */
const GROWN_TABLES =
  'orders, order_lines, order_events, sessions, tenant_counters, outbox_messages, outbox_attempts';

export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  await sql.raw(`vacuum (analyze) ${GROWN_TABLES}`).execute(db);
}
