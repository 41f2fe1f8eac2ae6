import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Slice } from './catalogue.repository.ts';

type Db = Kysely<Database>;

/** One page of a tenant's categories in a stable order (sort order, name, id). */
export function findCategoryPage(db: Db, tenantId: number, slice: Slice) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export async function countCategories(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.total;
}
