import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@portal/contract';
import {
  createCategory,
  createProduct,
  type CreatedProduct,
} from '../../../test/helpers/catalogue-fixtures.ts';
import {
  bearer,
  createCustomer,
  createTenant,
  createUser,
  sessionFor,
} from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('GET /api/products/:code', () => {
  const t = useTestApp();
  let token = '';
  let pendingToken = '';
  let bolt: CreatedProduct;
  let imageId = 0;
  const categories = { root: 0, child: 0, grandchild: 0, other: 0, boreal: 0 };

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME');
    const boreal = await createTenant(t.db, 'BOREAL');
    const customer = await createCustomer(t.db, acme.id, 'C1');
    const user = await createUser(t.db, {
      email: 'buyer@acme.test',
      tenantId: acme.id,
      customerId: customer.id,
    });
    token = await sessionFor(t.db, user.id, acme.id);
    const pending = await createUser(t.db, {
      email: 'pending@acme.test',
      tenantId: acme.id,
      status: 'pending',
    });
    pendingToken = await sessionFor(t.db, pending.id, acme.id);

    categories.root = await createCategory(t.db, acme.id, 'Hardware');
    categories.child = await createCategory(t.db, acme.id, 'Fasteners', categories.root);
    categories.grandchild = await createCategory(t.db, acme.id, 'Bolts', categories.child);
    categories.other = await createCategory(t.db, acme.id, 'Kitchen');
    categories.boreal = await createCategory(t.db, boreal.id, 'Drinks');

    const media = await t.db
      .insertInto('media')
      .values({ tenant_id: acme.id, content_type: 'image/png', data: new Uint8Array([1, 2]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageId = media.id;

    bolt = await createProduct(t.db, acme.id, {
      partNumber: 'AC-1001',
      description: 'Hex bolt M8 steel',
      price: 12.5,
      available: 7,
      minOrderQty: 2,
      maxOrderQty: 10,
      uomCode: 'BOX',
      cf: 12,
      // In the category and in its grandparent too: listed once all the same.
      categoryIds: [categories.grandchild, categories.root],
    });
    await createProduct(t.db, acme.id, {
      partNumber: 'AC-1002',
      description: 'Café crème mug',
      imageId,
      categoryIds: [categories.child],
    });
    await createProduct(t.db, acme.id, {
      partNumber: 'AC-1003',
      description: 'Steel washer 50% thinner',
      categoryIds: [categories.other],
    });
    await createProduct(t.db, acme.id, { partNumber: 'AC-1004', description: 'Pipe_clamp heavy' });
    await createProduct(t.db, acme.id, {
      partNumber: 'AC-1005',
      description: 'Hex nut withdrawn',
      active: false,
      categoryIds: [categories.grandchild],
    });
    for (let i = 1; i <= 25; i++) {
      await createProduct(t.db, acme.id, {
        partNumber: `FL-${String(i).padStart(3, '0')}`,
        description: `Filler item ${i}`,
      });
    }
    await createProduct(t.db, boreal.id, { partNumber: 'BO-1', description: 'Hex bolt maple' });
  });

  const list = (query = '', auth = token) =>
    t.app.inject({ method: 'GET', url: `/api/products/acme${query}`, headers: bearer(auth) });
  const partNumbers = (body: ProductList) => body.data.map((p) => p.part_number);
  const search = async (text: string) => {
    const response = await list(`?search=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return partNumbers(response.json<ProductList>());
  };

  it('answers every product field with its type, the default unit and the image URL', async () => {
    const response = await list('?search=ac-100');
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductList>();
    expect(body.data[0]).toEqual({
      id: bolt.id,
      part_number: 'AC-1001',
      description: 'Hex bolt M8 steel',
      primary_image: '/api/public/placeholder.svg',
      selling_price: 12.5,
      available: 7,
      uom_code: 'BOX',
      cf: 12,
      min_order_qty: 2,
      max_order_qty: 10,
      default_puom_id: bolt.puomId,
      price_tiers: [],
    });
    expect(body.data[1]).toMatchObject({
      part_number: 'AC-1002',
      primary_image: `/api/media/ACME/${imageId}`,
      uom_code: 'EA',
      cf: 1,
      max_order_qty: 0,
    });
  });

  it('pages in a stable order with exact meta, first, middle, last and beyond', async () => {
    const first = (await list()).json<ProductList>();
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 12,
      from: 1,
      to: 12,
      total: 29,
      last_page: 3,
    });
    expect(partNumbers(first).slice(0, 5)).toEqual([
      'AC-1001',
      'AC-1002',
      'AC-1003',
      'AC-1004',
      'FL-001',
    ]);
    const middle = (await list('?page=2')).json<ProductList>();
    expect(middle.meta).toMatchObject({ current_page: 2, from: 13, to: 24, last_page: 3 });
    expect(partNumbers(middle)).toEqual(
      Array.from({ length: 12 }, (_, i) => `FL-${String(i + 9).padStart(3, '0')}`),
    );
    const last = (await list('?page=3')).json<ProductList>();
    expect(last.meta).toMatchObject({ from: 25, to: 29, total: 29 });
    expect(partNumbers(last)).toEqual(['FL-021', 'FL-022', 'FL-023', 'FL-024', 'FL-025']);
    const beyond = (await list('?page=9')).json<ProductList>();
    expect(beyond).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 12, from: null, to: null, total: 29, last_page: 3 },
    });
  });

  it('answers an empty page with one last page when nothing matches', async () => {
    const body = (await list('?search=nothing-like-this')).json<ProductList>();
    expect(body).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 12, from: null, to: null, total: 0, last_page: 1 },
    });
  });

  it('accepts per_page from 1 to 100', async () => {
    const all = (await list('?per_page=100')).json<ProductList>();
    expect(all.data).toHaveLength(29);
    expect(all.meta).toMatchObject({ per_page: 100, from: 1, to: 29, last_page: 1 });
    const one = (await list('?per_page=1&page=29')).json<ProductList>();
    expect(partNumbers(one)).toEqual(['FL-025']);
    expect(one.meta).toMatchObject({ from: 29, to: 29, last_page: 29 });
  });

  it.each(['per_page=0', 'per_page=101', 'per_page=abc', 'per_page=2.5'])(
    'refuses %s with 422 on per_page',
    async (query) => {
      const response = await list(`?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The page size must be between 1 and 100.',
        errors: { per_page: ['The page size must be between 1 and 100.'] },
      });
    },
  );

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=99999999', 'page'],
    ['categoryId=-3', 'categoryId'],
    ['categoryId=abc', 'categoryId'],
    ['categoryId=99999999999', 'categoryId'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });

  it('hides inactive products and keeps the total exact when one is withdrawn', async () => {
    expect(await search('hex')).toEqual(['AC-1001']);
    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('part_number', '=', 'FL-025')
      .execute();
    const body = (await list('?page=3')).json<ProductList>();
    expect(body.meta).toMatchObject({ total: 28, to: 28 });
    expect(partNumbers(body)).not.toContain('FL-025');
    await t.db
      .updateTable('products')
      .set({ active: true })
      .where('part_number', '=', 'FL-025')
      .execute();
    expect((await list()).json<ProductList>().meta.total).toBe(29);
  });

  it('searches case-insensitively and without accents', async () => {
    expect(await search('cafe')).toEqual(['AC-1002']);
    expect(await search('CAFÉ')).toEqual(['AC-1002']);
    expect(await search('CrEmE')).toEqual(['AC-1002']);
  });

  it('needs every word to match, in any order', async () => {
    expect(await search('steel')).toEqual(['AC-1001', 'AC-1003']);
    expect(await search('steel hex')).toEqual(['AC-1001']);
    expect(await search('  bolt   HEX ')).toEqual(['AC-1001']);
    expect(await search('steel mug')).toEqual([]);
  });

  it('matches the part number as well as the description', async () => {
    expect(await search('ac-1003')).toEqual(['AC-1003']);
    // The digits alone, whole or as they begin: "AC-1003" is read as "ac" and "-1003".
    expect(await search('1003')).toEqual(['AC-1003']);
    expect(await search('100')).toEqual(['AC-1001', 'AC-1002', 'AC-1003', 'AC-1004']);
    expect(await search('fl-02')).toEqual([
      'FL-020',
      'FL-021',
      'FL-022',
      'FL-023',
      'FL-024',
      'FL-025',
    ]);
  });

  it('reads punctuation as a space between words, and finds nothing for punctuation alone', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('50%')).toEqual(['AC-1003']);
    expect(await search('_')).toEqual([]);
    expect(await search('pipe_clamp')).toEqual(['AC-1004']);
    expect(await search('\\')).toEqual([]);
    expect(await search("'&|!:*()<->")).toEqual([]);
  });

  it('accepts a 200-character search and refuses 201 characters', async () => {
    const ok = await list(`?search=${'a'.repeat(200)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ProductList>().meta.total).toBe(0);
    const tooLong = await list(`?search=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      message: 'The search text is too long.',
      errors: { search: ['The search text is too long.'] },
    });
  });

  it('survives hostile search text', async () => {
    for (const text of [
      "'; drop table products; --",
      '\u0000hex',
      '%%%%',
      'a b c d e f g',
      '\u{1F600}',
    ]) {
      const response = await list(`?search=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
    }
    expect(await search('\u0000hex')).toEqual(['AC-1001']);
    expect(await search(' ')).toHaveLength(12);
  });

  it('filters by a category and all its descendants', async () => {
    const inCategory = async (id: number, query = '') => {
      const response = await list(`?categoryId=${id}${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<ProductList>();
    };
    const root = await inCategory(categories.root);
    expect(partNumbers(root)).toEqual(['AC-1001', 'AC-1002']);
    expect(root.meta).toMatchObject({ total: 2, from: 1, to: 2, last_page: 1 });
    expect(partNumbers(await inCategory(categories.child))).toEqual(['AC-1001', 'AC-1002']);
    expect(partNumbers(await inCategory(categories.grandchild))).toEqual(['AC-1001']);
    expect(partNumbers(await inCategory(categories.other))).toEqual(['AC-1003']);
    expect(partNumbers(await inCategory(categories.root, '&search=mug'))).toEqual(['AC-1002']);
    expect((await inCategory(999_999)).meta.total).toBe(0);
  });

  it('stops on a cycle in bad category data', async () => {
    const setParent = (parentId: number | null) =>
      t.db
        .updateTable('categories')
        .set({ parent_id: parentId })
        .where('id', '=', categories.root)
        .execute();
    await setParent(categories.grandchild);
    try {
      const response = await list(`?categoryId=${categories.child}`);
      expect(response.statusCode).toBe(200);
      expect(partNumbers(response.json<ProductList>())).toEqual(['AC-1001', 'AC-1002']);
    } finally {
      await setParent(null);
    }
  });

  it("answers products named by id (a cart's) in list order, only the tenant's active ones", async () => {
    const idOf = async (partNumber: string) =>
      (
        await t.db
          .selectFrom('products')
          .select('id')
          .where('part_number', '=', partNumber)
          .executeTakeFirstOrThrow()
      ).id;
    const [mug, withdrawn, maple] = await Promise.all(
      ['AC-1002', 'AC-1005', 'BO-1'].map((partNumber) => idOf(partNumber)),
    );
    // Any order, repeats, an inactive product, another tenant's, one that does not exist.
    const response = await list(`?ids=${mug},${bolt.id},${mug},${withdrawn},${maple},999999`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductList>();
    expect(partNumbers(body)).toEqual(['AC-1001', 'AC-1002']);
    expect(body.meta).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    // The other filters do not narrow it.
    expect(partNumbers((await list(`?ids=${bolt.id}&search=mug`)).json<ProductList>())).toEqual([
      'AC-1001',
    ]);
  });

  it('refuses malformed ids and more than 100 of them with 422', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await list(`?ids=${hundred}`)).statusCode).toBe(200);
    for (const ids of [
      `${hundred},101`,
      '',
      '1,,2',
      '-1',
      '0',
      'abc',
      '2147483648',
      '1.5',
      '1%00',
    ]) {
      const response = await list(`?ids=${ids}`);
      expect(response.statusCode, ids).toBe(422);
    }
  });

  it("never shows another tenant's category or products", async () => {
    const body = (await list(`?categoryId=${categories.boreal}`)).json<ProductList>();
    expect(body.meta.total).toBe(0);
    expect(await search('maple')).toEqual([]);
  });

  it('refuses an ACME member asking for BOREAL products with 403', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/BOREAL',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).not.toContain('BO-1');
  });

  it('needs a session (401) and an approved membership (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/ACME' })).statusCode).toBe(401);
    expect((await list('', pendingToken)).statusCode).toBe(403);
    expect((await list('', 'not-a-token')).statusCode).toBe(401);
  });

  // The session is checked before the request is validated (as in the console): a malformed
  // code names no company.
  it('answers 404 for an unknown company code and for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/products/NOPE',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/products/a%20b',
      headers: bearer(token),
    });
    expect(malformed.statusCode).toBe(404);
  });
});
