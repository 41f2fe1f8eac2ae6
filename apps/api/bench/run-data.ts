import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { hashToken, newSessionToken } from '../src/modules/auth/session-tokens.ts';
import { benchSearchTerms } from '../src/seed/bench/vocabulary.ts';
import type { BenchBuyer, BenchCatalogue } from './request-mix.ts';

/**
 * Gives every bench buyer of `code` a fresh session of its own, written as the server writes one
 * at sign-in (the SHA-256 of a random token, expiring in `absoluteHours`, last seen now), and says
 * which price list prices it (its customer's). Signing
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
  }>`
    select m.user_id, m.tenant_id, m.customer_id, min(a.id) as address_id, c.price_list_id
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
  }));
}

/** What the request generator draws from for `code`: its products, categories and units. */
export async function readBenchCatalogue(
  db: Kysely<Database>,
  code: string,
): Promise<BenchCatalogue> {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select(['id', 'default_puom_id', 'min_order_qty'])
    .where('tenant_id', '=', tenant.id)
    .where('active', '=', true)
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .execute();
  return {
    code,
    products: products.length,
    productIds: products.map((p) => p.id),
    categoryIds: categories.map((c) => c.id),
    terms: benchSearchTerms(products.length),
    sellablePuomIds: products
      .filter((p) => p.min_order_qty === 1 && p.default_puom_id !== null)
      .map((p) => p.default_puom_id!),
  };
}
