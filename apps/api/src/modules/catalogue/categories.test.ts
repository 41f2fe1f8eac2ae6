import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList } from '@portal/contract';
import { createCategory } from '../../../test/helpers/catalogue-fixtures.ts';
import { bearer, createTenant, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('GET /api/categories/:code and /api/browse/:code/categories', () => {
  const t = useTestApp();
  let token = '';
  const ids = { first: 0, child: 0 };

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME');
    const boreal = await createTenant(t.db, 'BOREAL');
    const user = await createUser(t.db, { email: 'buyer@acme.test', tenantId: acme.id });
    token = await sessionFor(t.db, user.id, acme.id);
    // Sort order first, then name, then id: the two "Same" rows are told apart by id.
    ids.first = await createCategory(t.db, acme.id, 'Zebra', null, -1);
    ids.child = await createCategory(t.db, acme.id, 'Aardvark', ids.first, 0);
    await t.db
      .insertInto('categories')
      .values(
        Array.from({ length: 203 }, (_, i) => ({
          tenant_id: acme.id,
          name: `Group ${String(i).padStart(3, '0')}`,
          sort_order: 1,
        })),
      )
      .execute();
    await createCategory(t.db, boreal.id, 'Drinks');
  });

  const member = (query = '', code = 'ACME') =>
    t.app.inject({ method: 'GET', url: `/api/categories/${code}${query}`, headers: bearer(token) });
  const guest = (query = '', code = 'acme') =>
    t.app.inject({ method: 'GET', url: `/api/browse/${code}/categories${query}` });

  it('answers id, parent_id and category in a stable order, 100 a page', async () => {
    const response = await member();
    expect(response.statusCode).toBe(200);
    const body = response.json<CategoryList>();
    expect(body.data[0]).toEqual({ id: ids.first, parent_id: null, category: 'Zebra' });
    expect(body.data[1]).toEqual({ id: ids.child, parent_id: ids.first, category: 'Aardvark' });
    expect(body.data[2]).toMatchObject({ category: 'Group 000' });
    expect(body.data).toHaveLength(100);
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 100,
      from: 1,
      to: 100,
      total: 205,
      last_page: 3,
    });
  });

  it('pages through the middle, last and beyond the last page', async () => {
    const middle = (await member('?page=2')).json<CategoryList>();
    expect(middle.meta).toMatchObject({ from: 101, to: 200 });
    expect(middle.data[0]).toMatchObject({ category: 'Group 098' });
    const last = (await member('?page=3')).json<CategoryList>();
    expect(last.data.map((c) => c.category)).toEqual([
      'Group 198',
      'Group 199',
      'Group 200',
      'Group 201',
      'Group 202',
    ]);
    expect(last.meta).toMatchObject({ from: 201, to: 205, last_page: 3 });
    const beyond = (await member('?page=4')).json<CategoryList>();
    expect(beyond).toEqual({
      data: [],
      meta: { current_page: 4, per_page: 100, from: null, to: null, total: 205, last_page: 3 },
    });
  });

  it('answers guests the same list without a session', async () => {
    const signedIn = (await member('?page=3')).json<CategoryList>();
    const response = await guest('?page=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedIn);
  });

  it("keeps each tenant's categories apart", async () => {
    const body = (await guest('', 'BOREAL')).json<CategoryList>();
    expect(body.data.map((c) => c.category)).toEqual(['Drinks']);
    expect(body.meta.total).toBe(1);
  });

  it('answers one empty page for a tenant without categories', async () => {
    await createTenant(t.db, 'EMPTY');
    const body = (await guest('', 'EMPTY')).json<CategoryList>();
    expect(body.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
  });

  it('refuses an ACME member asking for BOREAL categories (403) and guests without a session (401)', async () => {
    const other = await member('', 'BOREAL');
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Drinks');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/categories/ACME' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a guest asking an unknown code', async () => {
    const response = await guest('', 'NOPE');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Unknown company code.' });
  });

  it.each(['?page=0', '?page=-2', '?page=abc', '?page=1e9'])(
    'answers 422 for %s',
    async (query) => {
      expect((await member(query)).statusCode).toBe(422);
      expect((await guest(query)).statusCode).toBe(422);
    },
  );
});
