import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@portal/contract';
import { createCategory } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { ANCHOR_STEP } from './list-anchors.ts';

/**
 * Deep pages of a list without search words seek from an anchor of the list order
 * (list-anchors.ts) instead of skipping the whole offset: they must hold exactly the rows the
 * offset names, and still do after the catalogue changes under them.
 */
describe('deep pages', () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let tenantId = 0;
  let categoryId = 0;
  const productCount = 3 * ANCHOR_STEP + 37;

  /** The ids a page must hold, by plain offset over the list order. */
  async function expectedIds(page: number, inCategory: boolean): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      select p.id from products p
      where p.tenant_id = ${tenantId} and p.active
        and (${!inCategory} or exists (
          select 1 from product_categories pc
          where pc.tenant_id = p.tenant_id and pc.product_id = p.id
            and pc.category_id = ${categoryId}))
      order by p.part_number, p.id
      limit 12 offset ${(page - 1) * 12}`.execute(t.db);
    return rows.map((row) => row.id);
  }

  async function pageIds(url: string) {
    const before = t.database.statements.count;
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    const ids = response.json<ProductList>().data.map((product) => product.id);
    return { ids, statements: t.database.statements.count - before };
  }

  beforeAll(async () => {
    const buyer = await createSignedInBuyer(t.db, 'ACME');
    tenantId = buyer.tenantId;
    headers = buyer.headers;
    categoryId = await createCategory(t.db, tenantId, 'Fasteners');
    // Part numbers out of insertion order, so that list order and ids differ.
    await sql`
      insert into products (tenant_id, part_number, description, selling_price, search_text)
      select ${tenantId}, 'DP-' || lpad(((g * 7919) % ${productCount})::text, 5, '0'),
        'Deep ' || g, 1, 'deep ' || g
      from generate_series(1, ${productCount}) g`.execute(t.db);
    await sql`
      insert into product_categories (tenant_id, category_id, product_id)
      select tenant_id, ${categoryId}, id from products where tenant_id = ${tenantId} and id % 2 = 0
    `.execute(t.db);
  });

  it('holds the rows its offset names, reading the anchors once per catalogue version', async () => {
    const deep = Math.floor((2 * ANCHOR_STEP + 100) / 12);
    const first = await pageIds(`/api/products/ACME?page=${deep}`);
    expect(first.ids).toEqual(await expectedIds(deep, false));
    expect(first.statements).toBe(3);
    for (const page of [deep + 1, deep + 20, Math.ceil(productCount / 12)]) {
      const seek = await pageIds(`/api/products/ACME?page=${page}`);
      expect(seek.ids).toEqual(await expectedIds(page, false));
      expect(seek.statements).toBe(2);
    }
  });

  it('follows the catalogue when rows are added before the page and others deactivated', async () => {
    const deep = Math.floor((ANCHOR_STEP + 30) / 12);
    await pageIds(`/api/products/ACME?page=${deep}`);
    await sql`
      insert into products (tenant_id, part_number, description, selling_price, search_text)
      values (${tenantId}, 'DP-00000A', 'New', 1, 'new'), (${tenantId}, 'DP-00001A', 'New', 1, 'new')
    `.execute(t.db);
    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('tenant_id', '=', tenantId)
      .where('part_number', 'in', ['DP-00900', 'DP-00901', 'DP-00902'])
      .execute();
    for (const page of [deep, deep + 1, deep + 60]) {
      expect((await pageIds(`/api/products/ACME?page=${page}`)).ids).toEqual(
        await expectedIds(page, false),
      );
    }
  });

  it('pages a search by the ids of its ranked matches, and follows a change', async () => {
    // "12" is a word of its own or the start of one: 12, 120-129 and 1200-1299.
    const expected = async () => {
      const { rows } = await sql<{ id: number }>`
        select id from products
        where tenant_id = ${tenantId} and active and search_text ~ '^deep 12'`.execute(t.db);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    };
    const everyPage = async () => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const { ids: onPage } = await pageIds(`/api/products/ACME?search=deep%2012&page=${page}`);
        if (onPage.length === 0) return ids;
        ids.push(...onPage);
      }
    };
    const before = await everyPage();
    expect(before.length).toBeGreaterThan(100);
    expect([...before].sort((a, b) => a - b)).toEqual(await expected());
    // The word itself ranks above the words it begins.
    const [first] = before;
    const exact = await sql<{ id: number }>`
      select id from products where tenant_id = ${tenantId} and description = 'Deep 12'`.execute(
      t.db,
    );
    expect(first).toBe(exact.rows[0]?.id);

    await sql`
      insert into products (tenant_id, part_number, description, selling_price, search_text)
      values (${tenantId}, 'DP-00000B', 'Deep 12 new', 1, 'deep 12 new')
    `.execute(t.db);
    const after = await everyPage();
    expect(after).toHaveLength(before.length + 1);
    expect([...after].sort((a, b) => a - b)).toEqual(await expected());
  });

  it('seeks in a category too', async () => {
    const deep = Math.floor((ANCHOR_STEP + 200) / 12);
    for (const page of [deep, deep + 3]) {
      const url = `/api/products/ACME?categoryId=${categoryId}&page=${page}`;
      expect((await pageIds(url)).ids).toEqual(await expectedIds(page, true));
    }
  });
});
