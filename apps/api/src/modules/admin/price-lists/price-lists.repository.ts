import { sql } from 'kysely';
import { containsPattern } from '../../../db/like-pattern.ts';
import type { Db } from '../../../db/schema.ts';

/** The unique index of list names within a tenant, case-insensitive (migration 0012). */
export const PRICE_LIST_NAME_KEY = 'price_lists_name_idx';

const LIST_COLUMNS = [
  'l.id',
  'l.name',
  'l.valid_from',
  'l.valid_to',
  'l.created_at',
  'l.updated_at',
] as const;

// Counted per row of a page: both probe an index of the list (the entries' primary key, the
// customers' partial index), so a page of 20 lists costs 40 index scans, whatever the catalogue.
const productCount = sql<number>`(
  select count(*)::int from (
    select distinct e.product_id, e.uom_id from price_list_entries e
    where e.tenant_id = l.tenant_id and e.price_list_id = l.id
  ) as priced
)`;
const customerCount = sql<number>`(
  select count(*)::int from customers c
  where c.tenant_id = l.tenant_id and c.price_list_id = l.id
)`;

function tenantLists(db: Db, tenantId: number, search = '') {
  let query = db.selectFrom('price_lists as l').where('l.tenant_id', '=', tenantId);
  const text = search.trim();
  if (text) query = query.where('l.name', 'ilike', containsPattern(text));
  return query;
}

function withCounts(db: Db, tenantId: number, search?: string) {
  return tenantLists(db, tenantId, search).select([
    ...LIST_COLUMNS,
    productCount.as('product_count'),
    customerCount.as('customer_count'),
  ]);
}

/** One page of a tenant's lists by name, and how many match. */
export async function listPriceLists(
  db: Db,
  tenantId: number,
  filter: { search: string; limit: number; offset: number },
) {
  const rows = await withCounts(db, tenantId, filter.search)
    .orderBy(sql`lower(l.name)`)
    .orderBy('l.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await tenantLists(db, tenantId, filter.search)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findPriceList(db: Db, tenantId: number, id: number) {
  return withCounts(db, tenantId).where('l.id', '=', id).executeTakeFirst();
}
export type PriceListRow = NonNullable<Awaited<ReturnType<typeof findPriceList>>>;

export async function insertPriceList(
  db: Db,
  tenantId: number,
  values: { name: string; valid_from: string | null; valid_to: string | null },
): Promise<number> {
  const row = await db
    .insertInto('price_lists')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePriceList(
  db: Db,
  tenantId: number,
  id: number,
  values: { name?: string; valid_from?: string | null; valid_to?: string | null },
): Promise<void> {
  await db
    .updateTable('price_lists')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** The list changed through its entries: its updated_at says when. */
export async function touchPriceList(db: Db, tenantId: number, id: number): Promise<void> {
  await updatePriceList(db, tenantId, id, {});
}

/** Deletes a list and, by cascade, its entries. */
export async function deletePriceList(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .deleteFrom('price_lists')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
