import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/helpers/catalogue-fixtures.ts';
import { createTenant } from '../../test/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../test/helpers/test-database.ts';
import type { Database } from './schema.ts';

/**
 * category_products and category_ancestors (migration 0010) must always equal what the links and
 * the tree say, after any change, and the catalogue version must move exactly when a list or a
 * total could change.
 */
describe('the category listing kept by triggers', () => {
  let handle: TestDatabaseHandle;
  let db: Kysely<Database>;
  let tenantId: number;
  let otherTenantId: number;
  const tree: Record<string, number> = {};
  const products: Record<string, number> = {};

  /** What category_products must hold, derived from scratch with a recursive query. */
  async function derived(tenant: number) {
    const { rows } = await sql<{ category_id: number; product_id: number; part_number: string }>`
      with recursive up (category_id, ancestor_id) as (
        select id, id from categories where tenant_id = ${tenant}
        union
        select up.category_id, c.parent_id from up
        join categories c on c.tenant_id = ${tenant} and c.id = up.ancestor_id
        where c.parent_id is not null
      )
      select distinct up.ancestor_id as category_id, p.id as product_id, p.part_number
      from products p
      join product_categories pc on pc.tenant_id = p.tenant_id and pc.product_id = p.id
      join up on up.category_id = pc.category_id
      where p.tenant_id = ${tenant} and p.active
      order by 1, 3, 2`.execute(db);
    return rows;
  }

  async function kept(tenant: number) {
    return db
      .selectFrom('category_products')
      .select(['category_id', 'product_id', 'part_number'])
      .where('tenant_id', '=', tenant)
      .orderBy('category_id')
      .orderBy('part_number')
      .orderBy('product_id')
      .execute();
  }

  async function version(tenant: number): Promise<number> {
    const row = await db
      .selectFrom('tenant_counters')
      .select('value')
      .where('tenant_id', '=', tenant)
      .where('name', '=', 'catalogue_version')
      .executeTakeFirst();
    return row?.value ?? 0;
  }

  async function expectConsistent() {
    expect(await kept(tenantId)).toEqual(await derived(tenantId));
    expect(await kept(otherTenantId)).toEqual(await derived(otherTenantId));
  }

  /** Runs a change and says whether it moved the tenant's catalogue version. */
  async function movesVersion(change: () => Promise<unknown>): Promise<boolean> {
    const before = await version(tenantId);
    await change();
    return (await version(tenantId)) > before;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.uncheckedDb;
    tenantId = (await createTenant(db, 'LIST')).id;
    otherTenantId = (await createTenant(db, 'OTHER')).id;
    tree.root = await createCategory(db, tenantId, 'Root');
    tree.a = await createCategory(db, tenantId, 'A', tree.root);
    tree.a1 = await createCategory(db, tenantId, 'A1', tree.a);
    tree.b = await createCategory(db, tenantId, 'B', tree.root);
    tree.b1 = await createCategory(db, tenantId, 'B1', tree.b);
    const otherCategory = await createCategory(db, otherTenantId, 'Other root');
    for (const [name, categoryIds] of [
      ['P-1', [tree.a1]],
      ['P-2', [tree.a1, tree.b1]],
      ['P-3', [tree.b1]],
      ['P-4', [tree.a]],
    ] as const) {
      products[name] = (
        await createProduct(db, tenantId, { partNumber: name, categoryIds: [...categoryIds] })
      ).id;
    }
    await createProduct(db, otherTenantId, { partNumber: 'P-1', categoryIds: [otherCategory] });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('holds each active product under every category it is filed in or below, once', async () => {
    await expectConsistent();
    const underRoot = (await kept(tenantId)).filter((row) => row.category_id === tree.root);
    expect(underRoot.map((row) => row.part_number)).toEqual(['P-1', 'P-2', 'P-3', 'P-4']);
    const underA = (await kept(tenantId)).filter((row) => row.category_id === tree.a);
    expect(underA.map((row) => row.part_number)).toEqual(['P-1', 'P-2', 'P-4']);
  });

  it('follows a deactivation, a new part number and a reactivation', async () => {
    const update = (values: { active?: boolean; part_number?: string }) =>
      db
        .updateTable('products')
        .set(values)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', products['P-2']!)
        .execute();
    expect(await movesVersion(() => update({ active: false }))).toBe(true);
    await expectConsistent();
    expect(await movesVersion(() => update({ part_number: 'P-0' }))).toBe(true);
    await expectConsistent();
    expect(await movesVersion(() => update({ active: true }))).toBe(true);
    await expectConsistent();
  });

  it('leaves lists and totals alone when only a price or stock changes', async () => {
    const priceChange = () =>
      db
        .updateTable('products')
        .set({ selling_price: 99, available: 3 })
        .where('tenant_id', '=', tenantId)
        .execute();
    expect(await movesVersion(priceChange)).toBe(false);
    await expectConsistent();
  });

  it('follows links added and removed, keeping a product reached through another link', async () => {
    expect(
      await movesVersion(() =>
        db
          .deleteFrom('product_categories')
          .where('tenant_id', '=', tenantId)
          .where('product_id', '=', products['P-2']!)
          .where('category_id', '=', tree.a1!)
          .execute(),
      ),
    ).toBe(true);
    await expectConsistent();
    const underRoot = (await kept(tenantId)).filter((row) => row.category_id === tree.root);
    expect(underRoot.map((row) => row.product_id)).toContain(products['P-2']);
    expect(
      await movesVersion(() =>
        db
          .insertInto('product_categories')
          .values({ tenant_id: tenantId, category_id: tree.a1!, product_id: products['P-3']! })
          .execute(),
      ),
    ).toBe(true);
    await expectConsistent();
  });

  it('follows a category moved under another branch, with everything below it', async () => {
    expect(
      await movesVersion(() =>
        db
          .updateTable('categories')
          .set({ parent_id: tree.b! })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', tree.a!)
          .execute(),
      ),
    ).toBe(true);
    await expectConsistent();
    const ancestorsOfA1 = await db
      .selectFrom('category_ancestors')
      .select('ancestor_id')
      .where('tenant_id', '=', tenantId)
      .where('category_id', '=', tree.a1!)
      .orderBy('ancestor_id')
      .execute();
    expect(ancestorsOfA1.map((row) => row.ancestor_id)).toEqual(
      [tree.root!, tree.a!, tree.a1!, tree.b!].sort((x, y) => x - y),
    );
  });

  it('follows products and categories deleted, and every product of a tenant deleted', async () => {
    await db
      .deleteFrom('products')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', products['P-4']!)
      .execute();
    await expectConsistent();
    const leaf = await createCategory(db, tenantId, 'Empty leaf', tree.b1);
    await db
      .deleteFrom('categories')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', leaf)
      .execute();
    await expectConsistent();
    await db.deleteFrom('products').where('tenant_id', '=', otherTenantId).execute();
    expect(await kept(otherTenantId)).toEqual([]);
    await expectConsistent();
  });
});
