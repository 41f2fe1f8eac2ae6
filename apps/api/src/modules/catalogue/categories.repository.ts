import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { Slice } from './catalogue.repository.ts';
import { inLanguage } from '../../readers/content-language.ts';

/**
 * One page of a tenant's categories, named in the reader's language, in one order for every
 * language (sort order, English name, id) so that pages never shift when the language changes.
 */
export function findCategoryPage(db: Db, tenantId: number, slice: Slice, language: Language) {
  return db
    .selectFrom('categories as c')
    .select(['c.id', 'c.parent_id', inLanguage<string>('c.name', language).as('name')])
    .where('c.tenant_id', '=', tenantId)
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .orderBy('c.id')
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
