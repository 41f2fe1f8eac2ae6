import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  parseLanguageMap,
  productLinePrice,
  type Product,
  type ProductList,
  type PublicSettings,
  type OrderDetail,
  type OrderList,
  type ReturnList,
  type QuoteList,
} from '@portal/contract';
import { bearer, sessionFor } from '../../test/helpers/fixtures.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { verifyPassword } from '../modules/auth/password-hashing.ts';
import { productSearchText } from '../modules/catalogue/search-text.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

const quiet = { info: () => {} };
const DEMO_EMAILS = [
  'admin@acme.example',
  'approver@acme.example',
  'buyer@acme.example',
  'buyer@boreal.example',
  'multi@demo.example',
  'pending@acme.example',
  'rep@acme.example',
  'requester@acme.example',
];

describe('demo seed', () => {
  const t = useTestApp();
  const tenantId = { ACME: 0, BOREAL: 0 };
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    (await query.execute(t.db)).rows[0]?.n ?? -1;

  beforeAll(async () => {
    // Two instances starting together: the advisory lock lets exactly one of them seed.
    const results = await Promise.all([seedDemoIfEmpty(t.db, quiet), seedDemoIfEmpty(t.db, quiet)]);
    expect(results.sort()).toEqual([false, true]);
    for (const row of await t.db.selectFrom('tenants').select(['id', 'code']).execute()) {
      tenantId[row.code as keyof typeof tenantId] = row.id;
    }
  }, hangGuard(120_000));

  it('makes both tenants with their domains', async () => {
    const tenants = await t.db
      .selectFrom('tenants')
      .select(['code', 'name'])
      .orderBy('code')
      .execute();
    expect(tenants).toEqual([
      { code: 'ACME', name: 'Acme Industrial Supply' },
      { code: 'BOREAL', name: 'Boréal Fine Foods' },
    ]);
    const domains = await t.app.inject({
      url: '/api/public/resolve-host',
      headers: { host: 'boreal.localhost:3000' },
    });
    expect(domains.json()).toEqual({ code: 'BOREAL' });
  });

  it('answers the branding, and every URL in the settings answers', async () => {
    const response = await t.app.inject({ url: '/api/public/settings/ACME' });
    expect(response.statusCode).toBe(200);
    const settings = response.json<PublicSettings>();
    expect(parseLanguageMap(settings.welcome_title).fr).toBe(
      'Bienvenue chez Acme Industrial Supply',
    );
    expect(JSON.parse(settings.welcome_title_styles)).toHaveProperty('color');
    for (const url of [settings.logo_url, settings.banner_image_url]) {
      const image = await t.app.inject({ url });
      expect(image.headers['content-type'], url).toBe('image/svg+xml');
    }
    const about = parseLanguageMap(settings.about_us_url);
    expect(Object.keys(about).sort()).toEqual(['en', 'es', 'fr']);
    for (const url of Object.values(about)) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toMatch(/<h1>/);
      expect(page.body).not.toMatch(/<script|javascript:|\son\w+=/i);
    }
  });

  it('serves the private About Us of each tenant to its members, and its settings', async () => {
    const buyer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'buyer@boreal.example')
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.db, buyer.id, tenantId.BOREAL);
    const response = await t.app.inject({ url: '/api/settings/BOREAL', headers: bearer(token) });
    const settings = response.json<Record<string, string>>();
    expect(settings).toMatchObject({
      default_page: 'products',
      b2b_sell_minimum: '1',
      b2b_hide_additional_info: '0',
      b2b_message_order_confirmation: '{}',
    });
    for (const url of Object.values(parseLanguageMap(settings.b2b_about_us_private))) {
      const page = await t.app.inject({ url, headers: bearer(token) });
      expect(page.statusCode, url).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('makes a three-level category tree and at least 60 active products per tenant', async () => {
    for (const id of Object.values(tenantId)) {
      const active = await count(
        sql`select count(*)::int as n from products where tenant_id = ${id} and active`,
      );
      expect(active).toBeGreaterThanOrEqual(60);
      const depth = await count(sql`
        with recursive tree as (
          select id, 1 as depth from categories where tenant_id = ${id} and parent_id is null
          union all
          select c.id, t.depth + 1 from categories c join tree t on c.parent_id = t.id
          where c.tenant_id = ${id}
        ) select max(depth)::int as n from tree`);
      expect(depth).toBe(3);
      const inTwo = await count(sql`
        select count(*)::int as n from (select product_id from product_categories
          where tenant_id = ${id} group by product_id having count(*) > 1) twice`);
      expect(inTwo).toBeGreaterThan(0);
    }
  });

  it('gives products the traits the screens need', async () => {
    const traits = await sql<Record<string, number>>`
      select tenant_id,
        count(*) filter (where available = 0)::int as out_of_stock,
        count(*) filter (where min_order_qty > 1)::int as with_min,
        count(*) filter (where max_order_qty > 0)::int as with_max,
        count(*) filter (where min_order_qty > 1 and max_order_qty > 0)::int as with_both,
        count(*) filter (where image_id is null)::int as without_image,
        count(*) filter (where default_puom_id is null)::int as without_unit
      from products group by tenant_id`.execute(t.db);
    expect(traits.rows).toHaveLength(2);
    for (const row of traits.rows) {
      for (const trait of ['out_of_stock', 'with_min', 'with_max', 'with_both', 'without_image']) {
        expect(row[trait], trait).toBeGreaterThan(0);
      }
      expect(row.without_unit).toBe(0);
    }
    const multiUnit = await count(
      sql`select count(*)::int as n from product_uoms where cf > 1 and active`,
    );
    expect(multiUnit).toBeGreaterThan(10);
    const kinds = await sql<{ kind: string }>`select distinct kind from product_links`.execute(
      t.db,
    );
    expect(kinds.rows.map((row) => row.kind).sort()).toEqual(['complementary', 'related']);
  });

  it("gives Acme's categories and a dozen of its products Spanish and French texts", async () => {
    const acme = (
      await t.db
        .selectFrom('tenants')
        .select('id')
        .where('code', '=', 'ACME')
        .executeTakeFirstOrThrow()
    ).id;
    const categories = await t.db
      .selectFrom('categories')
      .select(['name', 'name_es', 'name_fr'])
      .where('tenant_id', '=', acme)
      .execute();
    expect(categories.every((row) => row.name_es && row.name_fr)).toBe(true);
    expect(categories).toContainEqual({ name: 'Valves', name_es: 'Válvulas', name_fr: 'Robinets' });
    const translated = await t.db
      .selectFrom('products')
      .select(['description_es', 'description_fr', 'additional_info', 'additional_info_fr'])
      .where('tenant_id', '=', acme)
      .where('description_es', 'is not', null)
      .execute();
    expect(translated).toHaveLength(15);
    for (const product of translated) {
      expect(product.description_fr).toBeTruthy();
      expect(product.additional_info_fr === null).toBe(product.additional_info === null);
    }
  });

  it('writes search_text with the catalogue normalisation', async () => {
    const products = await t.db
      .selectFrom('products')
      .select(['part_number', 'description', 'description_es', 'description_fr', 'search_text'])
      .execute();
    for (const product of products) {
      expect(product.search_text).toBe(productSearchText(product));
    }
    expect(
      products.some((p) => p.description.includes('Café') && p.search_text.includes('cafe')),
    ).toBe(true);
  });

  it('makes the six accounts with the demo password, and the admin console data', async () => {
    const rows = await t.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('tenants as t', 't.id', 'm.tenant_id')
      .select(['u.email', 't.code', 'm.role', 'm.status', 'm.customer_id', 'm.rep_code'])
      .where('u.email', 'in', DEMO_EMAILS)
      .orderBy('u.email')
      .orderBy('t.code')
      .execute();
    expect(rows.map((r) => [r.email, r.code, r.role, r.status, r.customer_id !== null])).toEqual([
      ['admin@acme.example', 'ACME', 'admin', 'approved', false],
      ['approver@acme.example', 'ACME', 'customer', 'approved', true],
      ['buyer@acme.example', 'ACME', 'customer', 'approved', true],
      ['buyer@boreal.example', 'BOREAL', 'customer', 'approved', true],
      ['multi@demo.example', 'ACME', 'customer', 'approved', true],
      ['multi@demo.example', 'BOREAL', 'customer', 'approved', true],
      ['pending@acme.example', 'ACME', 'customer', 'pending', false],
      ['rep@acme.example', 'ACME', 'customer', 'approved', true],
      ['requester@acme.example', 'ACME', 'customer', 'approved', true],
    ]);
    expect(rows.find((r) => r.email === 'rep@acme.example')?.rep_code).toBe('R-017');
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'buyer@acme.example')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
    const pending = await count(sql`
      select count(*)::int as n from memberships
      where tenant_id = ${tenantId.ACME} and status = 'pending' and registration ? 'company'`);
    expect(pending).toBe(2);
    const resets = await count(sql`
      select count(*)::int as n from password_reset_requests
      where tenant_id = ${tenantId.ACME} and status = 'open'`);
    expect(resets).toBe(1);
  });

  it("makes buyer@acme Northwind's customer administrator, with one open invitation (issue 29)", async () => {
    const role = await sql<{ company_role: string }>`
      select m.company_role from memberships m join users u on u.id = m.user_id
      where m.tenant_id = ${tenantId.ACME} and u.email = 'buyer@acme.example'`.execute(t.db);
    expect(role.rows).toEqual([{ company_role: 'customer_admin' }]);
    const invitations = await sql<{ email: string; company_role: string; customer: string }>`
      select i.email, i.company_role, c.name as customer from colleague_invitations i
      join customers c on c.tenant_id = i.tenant_id and c.id = i.customer_id
      where i.tenant_id = ${tenantId.ACME} and i.status = 'pending' and i.expires_at > now()`.execute(
      t.db,
    );
    expect(invitations.rows).toEqual([
      {
        email: 'colleague@northwind.example',
        company_role: 'requester',
        customer: 'Northwind Fabrication Ltd.',
      },
    ]);
  });

  it('gives Northwind an administrator, a requester with a monthly limit, an approver and a $5,000 rule', async () => {
    const { rows } = await sql<{ email: string; company_role: string; limit: string | null }>`
      select u.email, m.company_role, m.spending_limit::text as limit from memberships m
      join users u on u.id = m.user_id
      where m.tenant_id = ${tenantId.ACME}
        and u.email in ('buyer@acme.example', 'requester@acme.example', 'approver@acme.example')
      order by u.email`.execute(t.db);
    expect(rows).toEqual([
      { email: 'approver@acme.example', company_role: 'approver', limit: null },
      { email: 'buyer@acme.example', company_role: 'customer_admin', limit: null },
      { email: 'requester@acme.example', company_role: 'requester', limit: '2000.00' },
    ]);
    const rules = await t.db
      .selectFrom('approval_rules')
      .select(['condition', sql<number>`threshold::float8`.as('threshold'), 'approver_role'])
      .execute();
    expect(rules).toEqual([
      { condition: 'total_above', threshold: 5000, approver_role: 'approver' },
    ]);
  });

  it("gives buyer@acme's customer two shipping and one billing address", async () => {
    const types = await sql<{ type: string }>`
      select a.type from addresses a
      join memberships m on m.tenant_id = a.tenant_id and m.customer_id = a.customer_id
      join users u on u.id = m.user_id
      where u.email = 'buyer@acme.example' order by a.type`.execute(t.db);
    expect(types.rows.map((row) => row.type)).toEqual(['B', 'S', 'S']);
  });

  it('gives buyer@acme orders in every status, with consistent lines and totals', async () => {
    const orders = await sql<{ id: number; status: string; total: number; lines_total: number }>`
      select o.id, o.status, o.total,
        (select sum(l.line_total) from order_lines l
          where l.tenant_id = o.tenant_id and l.order_id = o.id)::float8 as lines_total
      from orders o
      join memberships m on m.tenant_id = o.tenant_id and m.customer_id = o.customer_id
      join users u on u.id = m.user_id
      where u.email = 'buyer@acme.example' and o.tenant_id = ${tenantId.ACME}`.execute(t.db);
    expect(new Set(orders.rows.map((o) => o.status))).toEqual(
      new Set(['draft', 'pending', 'processed', 'canceled']),
    );
    for (const order of orders.rows) expect(order.total).toBeCloseTo(order.lines_total, 2);
    const badLines = await count(sql`
      select count(*)::int as n from order_lines
      where line_total <> round(price * sale_qty, 2) or part_number = '' or uom_code = ''`);
    expect(badLines).toBe(0);
  });

  it('gives buyer@acme open, overdue, partly paid and paid invoices, aged in every bucket', async () => {
    const buyer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'buyer@acme.example')
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.db, buyer.id, tenantId.ACME);
    const list = await t.app.inject({ url: '/api/invoices/ACME', headers: bearer(token) });
    expect(list.statusCode, list.body).toBe(200);
    const statuses = list.json<{ data: { status: string }[] }>().data.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['open', 'overdue', 'partly_paid', 'paid']));
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const statement = await t.app.inject({
      url: `/api/statement/ACME?from=${day(-200)}&to=${day(0)}`,
      headers: bearer(token),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const { ageing, entries } = statement.json<{
      data: { ageing: Record<string, number>; entries: { kind: string }[] };
    }>().data;
    expect(Object.values(ageing).every((amount) => amount > 0)).toBe(true);
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(['invoice', 'payment', 'credit_note']),
    );
  });

  it('gives buyer@acme quotes in several states, one offered and valid, one expiring soon', async () => {
    const buyer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'buyer@acme.example')
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.db, buyer.id, tenantId.ACME);
    const response = await t.app.inject({ url: '/api/quotes/ACME', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const quotes = response.json<QuoteList>().data;
    expect(new Set(quotes.map((quote) => quote.status))).toEqual(
      new Set(['requested', 'information_needed', 'offered', 'expired', 'declined', 'withdrawn']),
    );
    const inDays = (quote: QuoteList['data'][number]) =>
      (Date.parse(quote.latest_version?.valid_until ?? '') - Date.now()) / 86_400_000;
    const offered = quotes.filter((quote) => quote.status === 'offered');
    expect(offered.some((quote) => inDays(quote) > 3)).toBe(true);
    expect(offered.some((quote) => inDays(quote) > 0 && inDays(quote) <= 3)).toBe(true);
  });

  it('gives buyer@acme an order partly shipped by UPS with a backordered, promised line, and one shipped', async () => {
    const buyer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'buyer@acme.example')
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.db, buyer.id, tenantId.ACME);
    const list = await t.app.inject({ url: '/api/orders/ACME?page=1', headers: bearer(token) });
    const orders = list.json<OrderList>().data;
    const partly = orders.find((order) => order.fulfilment === 'partly_shipped');
    expect(orders.some((order) => order.fulfilment === 'shipped')).toBe(true);
    const detail = await t.app.inject({
      url: `/api/orders/ACME/${partly?.id}`,
      headers: bearer(token),
    });
    const order = detail.json<OrderDetail>();
    expect(order.shipments[0]?.tracking_url).toMatch(
      /^https:\/\/www\.ups\.com\/track\?tracknum=1Z/,
    );
    const backordered = order.items.filter((line) => line.backordered_qty > 0);
    expect(backordered.length).toBeGreaterThan(0);
    expect(backordered.every((line) => line.promised_date !== null)).toBe(true);
  });

  it('gives buyer@acme a return in progress: approved, waiting to be received', async () => {
    const buyer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'buyer@acme.example')
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.db, buyer.id, tenantId.ACME);
    const list = await t.app.inject({ url: '/api/orders/ACME?page=1', headers: bearer(token) });
    const shipped = list.json<OrderList>().data.find((order) => order.fulfilment === 'shipped');
    const returns = await t.app.inject({
      url: `/api/orders/ACME/${shipped?.id}/returns`,
      headers: bearer(token),
    });
    expect(returns.statusCode).toBe(200);
    const [only] = returns.json<ReturnList>().data;
    expect(only).toMatchObject({ state: 'approved', reason: 'damaged' });
    expect(only?.credit_amount).toBeGreaterThan(0);
  });

  it('gives buyer@acme and rep@acme two price lists with tiers, so their first page differs', async () => {
    const firstPage = async (email: string) => {
      const user = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const token = await sessionFor(t.db, user.id, tenantId.ACME);
      const response = await t.app.inject({ url: '/api/products/ACME', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json<ProductList>().data;
    };
    const buyer = await firstPage('buyer@acme.example');
    const rep = await firstPage('rep@acme.example');
    const price = (product: Product, quantity: number) =>
      productLinePrice(product, quantity).unitPriceCents;
    // Northwind pays less from the minimum on; Great Lakes pays the own price there, less by volume.
    for (const [i, product] of buyer.entries()) {
      const minimum = product.min_order_qty;
      expect(price(product, minimum)).toBeLessThan(price(rep[i]!, minimum));
      expect(product.price_tiers.length).toBeGreaterThanOrEqual(2);
      expect(rep[i]!.price_tiers.length).toBeGreaterThanOrEqual(1);
      expect(price(rep[i]!, minimum * 10)).toBeLessThan(price(rep[i]!, minimum));
    }
  });

  it('numbers orders per tenant from 1001 and leaves the counter at the last number', async () => {
    for (const id of Object.values(tenantId)) {
      const numbers = await sql<{ sale_no: number }>`
        select sale_no from orders where tenant_id = ${id} order by sale_no`.execute(t.db);
      const expected = numbers.rows.map((_, i) => 1001 + i);
      expect(numbers.rows.map((row) => row.sale_no)).toEqual(expected);
      const counter = await count(sql`
        select value as n from tenant_counters where tenant_id = ${id} and name = 'sale_no'`);
      expect(counter).toBe(expected.at(-1));
    }
  });

  it('does nothing when run again', async () => {
    const before = await count(sql`select count(*)::int as n from products`);
    expect(await seedDemoIfEmpty(t.db, quiet)).toBe(false);
    expect(await count(sql`select count(*)::int as n from products`)).toBe(before);
    expect(await count(sql`select count(*)::int as n from tenants`)).toBe(2);
  });
});
