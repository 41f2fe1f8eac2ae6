import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../../../test/helpers/test-database.ts';
import {
  BENCH_ADMINS,
  BENCH_UNREACHED,
  benchAdminEmail,
  benchSellingPrice,
  benchTenantName,
  createBenchTenant,
  deleteBenchTenant,
  ensureBenchAdministrators,
  ensureBenchApprovalRules,
} from './bench-tenant.ts';
import { parseFacetFilter } from '@portal/contract';
import { openBenchSessions, readBenchCatalogue } from '../../../bench/run-data.ts';
import {
  BENCH_ATTRIBUTES,
  BENCH_GRADES,
  BENCH_THREAD_SIZES,
  ensureBenchAttributes,
} from './bench-attributes.ts';

const options = {
  code: 'BENCHT',
  products: 60,
  buyers: 12,
  customers: 10,
  priceLists: 3,
  priceEntries: 20,
};

/** The bench seed's price lists (issue 11 point 6), on a small tenant of each engine. */
describe('bench tenant with price lists', () => {
  let database: TestDatabaseHandle;
  let tenantId: number;
  const db = () => database.uncheckedDb;

  beforeAll(async () => {
    database = await createTestDatabase();
    // As seed-bench.ts runs it: one connection (a temporary table, a session setting).
    await db()
      .connection()
      .execute(async (connection) => {
        ({ tenantId } = await createBenchTenant(connection, options));
        const role = await sql<{
          session_replication_role: string;
        }>`show session_replication_role`.execute(connection);
        // The foreign keys are checked again for whatever the connection does next.
        expect(role.rows[0]!.session_replication_role).toBe('origin');
      });
  });
  afterAll(() => database.close());

  it('is named as seeded, with its lists, once it is', async () => {
    const tenant = await db()
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(tenant.name).toBe(benchTenantName(options));
    expect(tenant.name).toContain('3 price lists of 20 entries');
  });

  it('gives each list two tiers of half as many products, on their default unit, under their price', async () => {
    const { rows } = await sql<{
      price_list_id: number;
      product_id: number;
      tiers: number[];
      prices: string[];
      min_order_qty: number;
      selling_price: string;
      on_default_unit: boolean;
    }>`
      select e.price_list_id, e.product_id, array_agg(e.min_qty order by e.min_qty) as tiers,
        array_agg(e.unit_price::text order by e.min_qty) as prices, p.min_order_qty,
        p.selling_price::text as selling_price, bool_and(pu.uom_id = e.uom_id) as on_default_unit
      from price_list_entries e
      join products p on p.tenant_id = e.tenant_id and p.id = e.product_id
      join product_uoms pu on pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
      where e.tenant_id = ${tenantId}
      group by e.price_list_id, e.product_id, p.min_order_qty, p.selling_price
    `.execute(db());
    const lists = new Map<number, Set<number>>();
    for (const row of rows) {
      lists.set(row.price_list_id, (lists.get(row.price_list_id) ?? new Set()).add(row.product_id));
      expect(row.on_default_unit).toBe(true);
      expect(row.tiers).toEqual([row.min_order_qty, 10 * row.min_order_qty]);
      const [first, tenTimes] = row.prices.map(Number);
      expect(first).toBeLessThan(Number(row.selling_price));
      expect(tenTimes).toBeLessThan(first!);
      expect(tenTimes).toBeGreaterThan(0);
    }
    expect(lists.size).toBe(3);
    for (const products of lists.values()) expect(products.size).toBe(10);
    const [a, b] = [...lists.values()];
    expect([...a!].sort()).not.toEqual([...b!].sort());
  });

  it('prices each product as benchSellingPrice says (the catalogue-changes row edits from it)', async () => {
    const products = await db()
      .selectFrom('products')
      .select(['part_number', 'selling_price'])
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(products).toHaveLength(options.products);
    for (const product of products) {
      expect(Number(product.selling_price)).toBe(
        benchSellingPrice(Number(product.part_number.slice(3))),
      );
    }
  });

  it('has approved administrators, so that an order e-mails them, and adds those it lacks', async () => {
    const admins = () =>
      sql<{ email: string; status: string }>`
        select u.email, m.status from memberships m join users u on u.id = m.user_id
        where m.tenant_id = ${tenantId} and m.role = 'admin' order by u.email
      `.execute(db());
    const emails = Array.from({ length: BENCH_ADMINS }, (_, i) => benchAdminEmail('BENCHT', i + 1));
    expect((await admins()).rows).toEqual(emails.map((email) => ({ email, status: 'approved' })));
    expect(await ensureBenchAdministrators(db(), options.code)).toBe(0);
    await db()
      .deleteFrom('memberships')
      .where('tenant_id', '=', tenantId)
      .where('role', '=', 'admin')
      .execute();
    expect(await ensureBenchAdministrators(db(), options.code)).toBe(BENCH_ADMINS);
    expect((await admins()).rows).toHaveLength(BENCH_ADMINS);
  });

  it('gives every second customer approval rules and its buyers a limit no bench order reaches, once', async () => {
    const { rows } = await sql<{
      n: number;
      rules: string[] | null;
      limits: string[];
      over_limit: string[];
    }>`
      select row_number() over (order by c.id)::int as n,
        (select array_agg(r.condition || ' ' || r.threshold::text || ' ' || array_to_string(r.applies_to, ',')
           order by r.condition)
         from approval_rules r where r.tenant_id = ${tenantId} and r.customer_id = c.id) as rules,
        array_agg(distinct coalesce(m.spending_limit::text || '/' || m.spending_period, 'none'))
          as limits,
        array_agg(distinct m.spending_over_limit) as over_limit
      from customers c
      join memberships m on m.tenant_id = c.tenant_id and m.customer_id = c.id
      where c.tenant_id = ${tenantId}
      group by c.id
      order by c.id
    `.execute(db());
    expect(rows).toHaveLength(options.customers);
    for (const row of rows) {
      if (row.n % 2 === 0) {
        expect(row.rules).toEqual([
          'lines_above 1000.00 buyer',
          `total_above ${BENCH_UNREACHED.toFixed(2)} buyer`,
        ]);
        expect(row.limits).toEqual([`${BENCH_UNREACHED.toFixed(2)}/month`]);
        expect(row.over_limit).toEqual(['needs_approval']);
      } else {
        expect(row.rules).toBeNull();
        expect(row.limits).toEqual(['none']);
      }
    }
    expect(await ensureBenchApprovalRules(db(), options.code)).toBe(0);
    // The bench's run reads which buyers they are: its order row with rules draws from them.
    const buyers = await openBenchSessions(db(), options.code, 1);
    const ruled = new Set(rows.filter((row) => row.rules !== null).map((row) => row.n));
    const customerIds = [...new Set(buyers.map((buyer) => buyer.customerId))].sort((x, y) => x - y);
    for (const buyer of buyers) {
      expect(buyer.approvalRules).toBe(ruled.has(customerIds.indexOf(buyer.customerId) + 1));
    }
    expect(buyers.filter((buyer) => buyer.approvalRules)).toHaveLength(6);
  });

  it('gives most customers a list, in turn, and leaves the others without', async () => {
    const customers = await db()
      .selectFrom('customers')
      .select(['id', 'price_list_id'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    const lists = await db()
      .selectFrom('price_lists')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    const listIds = lists.map((list) => list.id);
    expect(customers.map((c) => c.price_list_id)).toEqual([
      ...Array.from({ length: 8 }, (_, n) => listIds[n % 3]),
      null,
      null,
    ]);
  });

  it('gives its products the bench attributes once, searchable and counted by the facets', async () => {
    expect(await ensureBenchAttributes(db(), options.code)).toBe(true);
    expect(await ensureBenchAttributes(db(), options.code)).toBe(false);
    const perAttribute = await sql<{ name: string; products: number; filter: boolean }>`
      select a.name, a.filter, count(v.product_id)::int as products
      from product_attributes a
      left join product_attribute_values v on v.tenant_id = a.tenant_id and v.attribute_id = a.id
      where a.tenant_id = ${tenantId}
      group by a.tenant_id, a.id order by a.position
    `.execute(db());
    // 60 products: a thread size and a length on every second, a grade on every third.
    expect(perAttribute.rows).toEqual(
      BENCH_ATTRIBUTES.map((attribute) => ({
        name: attribute.name[0],
        filter: true,
        products: attribute.kind === 'yes_no' ? 60 : 60 / attribute.every,
      })),
    );
    // The values are the products' words too (weight C), in each language.
    const m8 = await sql<{ words: string; found: boolean }>`
      select attribute_text as words,
        search_vector @@ to_tsquery('simple', 'm8') as found
      from products p
      where tenant_id = ${tenantId} and exists (
        select 1 from product_attribute_values v
        join product_attribute_options o on o.tenant_id = v.tenant_id and o.id = any (v.option_ids)
        where v.tenant_id = p.tenant_id and v.product_id = p.id and o.value = 'M8'
      )
    `.execute(db());
    expect(m8.rows.length).toBeGreaterThan(0);
    for (const row of m8.rows) {
      expect(row.words).toMatch(/\bM8\b/);
      expect(row.found).toBe(true);
    }
    // Yes, in Spanish, is the attribute's name: every product but every fourth.
    const compliant = await sql<{ count: number }>`
      select count(*)::int as count from products
      where tenant_id = ${tenantId} and attribute_text_es like '%Conforme RoHS%'`.execute(db());
    expect(compliant.rows[0]!.count).toBe(45);

    const { facetValues } = await readBenchCatalogue(db(), options.code);
    expect(facetValues.map((attribute) => attribute.values.length)).toEqual([
      BENCH_THREAD_SIZES.length,
      BENCH_GRADES.length,
      expect.any(Number),
      expect.any(Number),
      2,
    ]);
    for (const attribute of facetValues) {
      for (const value of attribute.values) {
        expect(parseFacetFilter(`${attribute.attributeId}:${value}`)).not.toBeNull();
      }
    }
  });

  it('is deleted with its lists and entries, though customers still use them', async () => {
    await db()
      .connection()
      .execute((connection) => deleteBenchTenant(connection, options.code));
    const left = await sql<{ lists: number; entries: number; tenants: number; users: number }>`
      select (select count(*)::int from price_lists where tenant_id = ${tenantId}) as lists,
        (select count(*)::int from price_list_entries where tenant_id = ${tenantId}) as entries,
        (select count(*)::int from tenants where id = ${tenantId}) as tenants,
        (select count(*)::int from users where email like '%@bencht.bench') as users
    `.execute(db());
    expect(left.rows[0]).toEqual({ lists: 0, entries: 0, tenants: 0, users: 0 });
  });
});
