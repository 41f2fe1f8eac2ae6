import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategoryList, AdminCategoryResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createCategory, createProduct } from '../../../../test/helpers/catalogue-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin categories', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let tools: number;
  let drills: number;
  let borealCategory: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    tools = await createCategory(t.db, world.acme.id, 'Tools');
    drills = await createCategory(t.db, world.acme.id, 'Drills', tools);
    await createProduct(t.db, world.acme.id, { partNumber: 'DR-1', categoryIds: [drills] });
    borealCategory = await createCategory(t.db, world.boreal.id, 'Teas');
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers = world.acmeAdmin.headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  const messageOf = (response: { json: <T>() => T }) =>
    response.json<{ message: string }>().message;

  it('lists the tree flat with parent ids and counts', async () => {
    const response = await call('GET', '/categories');
    expect(response.json<AdminCategoryList>().data).toEqual([
      {
        id: drills,
        parent_id: tools,
        name: 'Drills',
        name_es: null,
        name_fr: null,
        sort_order: 0,
        child_count: 0,
        product_count: 1,
      },
      {
        id: tools,
        parent_id: null,
        name: 'Tools',
        name_es: null,
        name_fr: null,
        sort_order: 0,
        child_count: 1,
        product_count: 0,
      },
    ]);
  });

  let bits: number;

  it('creates top-level and nested categories (201), audited', async () => {
    const response = await call('POST', '/categories', {
      name: 'Bits',
      parent_id: drills,
      sort_order: 2,
    });
    expect(response.statusCode).toBe(201);
    bits = response.json<AdminCategoryResponse>().data.id;
    expect(response.json<AdminCategoryResponse>().data).toMatchObject({
      name: 'Bits',
      parent_id: drills,
      sort_order: 2,
    });
    const top = await call('POST', '/categories', { name: 'Safety' });
    expect(top.json<AdminCategoryResponse>().data.parent_id).toBeNull();
    const [audit] = await auditRows(t.db, world.acme.id, 'category');
    expect(audit).toMatchObject({
      action: 'category.create',
      before: null,
      after: { name: 'Bits', parent_id: drills, sort_order: 2 },
    });
  });

  it('refuses names with | and unknown or foreign parents (422)', async () => {
    expect((await call('POST', '/categories', { name: 'A|B' })).statusCode).toBe(422);
    expect((await call('POST', '/categories', { name: ' ' })).statusCode).toBe(422);
    const foreign = await call('POST', '/categories', { name: 'X', parent_id: borealCategory });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      errors: { parent_id: ['The parent category does not exist.'] },
    });
  });

  it('refuses an update naming no known field (422, translated), never building an empty SET', async () => {
    for (const body of [{}, { colour: 'red' }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/ACME/categories/${tools}`,
        headers: { ...world.acmeAdmin.headers, 'accept-language': 'fr' },
        payload: body,
      });
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toBe('Rien à modifier : envoyez au moins un champ.');
    }
  });

  it('renames and moves a category; refuses moves under itself or its descendants', async () => {
    const moved = await call('PATCH', `/categories/${drills}`, {
      name: 'Power drills',
      parent_id: null,
    });
    expect(moved.json<AdminCategoryResponse>().data).toMatchObject({
      name: 'Power drills',
      parent_id: null,
    });
    const back = await call('PATCH', `/categories/${drills}`, { parent_id: tools });
    expect(back.statusCode).toBe(200);
    for (const parent of [tools, drills, bits]) {
      const response = await call('PATCH', `/categories/${tools}`, { parent_id: parent });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: {
          parent_id: ['A category cannot be moved under itself or one of its subcategories.'],
        },
      });
    }
    const audit = (await auditRows(t.db, world.acme.id, 'category')).at(-1);
    expect(audit).toMatchObject({
      action: 'category.update',
      before: { parent_id: null },
      after: { parent_id: tools },
    });
  });

  it('deletes only empty categories', async () => {
    const withChildren = await call('DELETE', `/categories/${tools}`);
    expect(withChildren.statusCode).toBe(422);
    expect(messageOf(withChildren)).toBe("Delete or move this category's subcategories first.");
    expect((await call('DELETE', `/categories/${bits}`)).statusCode).toBe(204);
    const withProducts = await call('DELETE', `/categories/${drills}`);
    expect(withProducts.statusCode).toBe(422);
    expect(messageOf(withProducts)).toBe('Remove this category from its products first.');
    const audit = (await auditRows(t.db, world.acme.id, 'category')).at(-1);
    expect(audit).toMatchObject({
      action: 'category.delete',
      entity_id: String(bits),
      before: { name: 'Bits' },
      after: null,
    });
  });

  it('keeps tenants apart: another tenant category is 404, other admins and buyers 403', async () => {
    expect((await call('PATCH', `/categories/${borealCategory}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/categories/${borealCategory}`)).statusCode).toBe(404);
    expect((await call('GET', '/categories', undefined, world.acmeBuyer.headers)).statusCode).toBe(
      403,
    );
    const other = await call('POST', '/categories', { name: 'x' }, world.borealAdmin.headers);
    expect(other.statusCode).toBe(403);
    const teas = await t.db
      .selectFrom('categories')
      .select('name')
      .where('id', '=', borealCategory)
      .executeTakeFirst();
    expect(teas?.name).toBe('Teas');
  });
});
