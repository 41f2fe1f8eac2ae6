import { sql } from 'kysely';
import type { Db } from '../../../db/schema.ts';

/** A tenant's categories in display order, with their direct children and products counted. */
function categoriesWithCounts(db: Db, tenantId: number) {
  return db
    .selectFrom('categories as c')
    .select([
      'c.id',
      'c.parent_id',
      'c.name',
      'c.name_es',
      'c.name_fr',
      'c.sort_order',
      (eb) =>
        eb
          .selectFrom('categories as child')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('child.tenant_id', '=', 'c.tenant_id')
          .whereRef('child.parent_id', '=', 'c.id')
          .as('child_count'),
      (eb) =>
        eb
          .selectFrom('product_categories as pc')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('pc.tenant_id', '=', 'c.tenant_id')
          .whereRef('pc.category_id', '=', 'c.id')
          .as('product_count'),
    ])
    .where('c.tenant_id', '=', tenantId);
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_es: string | null;
  name_fr: string | null;
  sort_order: number;
  child_count: number | null;
  product_count: number | null;
}

export interface CategoryValues {
  name: string;
  name_es: string | null;
  name_fr: string | null;
  parent_id: number | null;
  sort_order: number;
}

export function listCategories(db: Db, tenantId: number): Promise<CategoryRow[]> {
  return categoriesWithCounts(db, tenantId)
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export function findCategory(
  db: Db,
  tenantId: number,
  id: number,
): Promise<CategoryRow | undefined> {
  return categoriesWithCounts(db, tenantId).where('c.id', '=', id).executeTakeFirst();
}

/** id -> parent_id of every category of the tenant: what a move is checked against. */
export async function parentMap(db: Db, tenantId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}

/**
 * Serialises changes to one tenant's tree for the rest of the transaction, so two concurrent
 * moves cannot each pass the cycle check and together make a loop.
 */
export async function lockTree(db: Db, tenantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('categories'), ${tenantId})`.execute(db);
}

export async function insertCategory(
  db: Db,
  tenantId: number,
  values: CategoryValues,
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<CategoryValues>,
): Promise<void> {
  await db
    .updateTable('categories')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a category only while it has no children and no products, checked in the statement
 * itself so that a product filed under it meanwhile is never silently unfiled by the cascade.
 */
export async function deleteEmptyCategory(db: Db, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('categories as c')
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('categories as child')
            .select('child.id')
            .whereRef('child.tenant_id', '=', 'c.tenant_id')
            .whereRef('child.parent_id', '=', 'c.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_categories as pc')
            .select('pc.product_id')
            .whereRef('pc.tenant_id', '=', 'c.tenant_id')
            .whereRef('pc.category_id', '=', 'c.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
