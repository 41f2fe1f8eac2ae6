import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import type { Db, Trx } from '../../db/schema.ts';
import { productFields } from '../../readers/product-fields.ts';

/**
 * Every statement of saved lists (issue 12). Each takes the tenant id and the member's customer
 * id, or works on a list a statement of this file found or locked for that customer in the same
 * transaction: no statement can reach another customer's list.
 */

/** The unique index on a customer's list names, whatever their case (migration 0013). */
export const LIST_NAME_KEY = 'saved_lists_name_idx';

function customerLists(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('saved_lists as l')
    .leftJoin('users as u', 'u.id', 'l.created_by_user_id')
    .select([
      'l.id',
      'l.name',
      'l.updated_at',
      'u.first_name',
      'u.last_name',
      (eb) =>
        eb
          .selectFrom('saved_list_lines as n')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('n.tenant_id', '=', tenantId)
          .whereRef('n.list_id', '=', 'l.id')
          .as('line_count'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.customer_id', '=', customerId);
}

/** The customer's lists, the most recently changed first. */
export function listSummaries(db: Db, tenantId: number, customerId: number) {
  return customerLists(db, tenantId, customerId)
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}
export type SummaryRow = Awaited<ReturnType<typeof listSummaries>>[number];

export function findSummary(db: Db, tenantId: number, customerId: number, listId: number) {
  return customerLists(db, tenantId, customerId).where('l.id', '=', listId).executeTakeFirst();
}

/**
 * A list's lines (or one of them), first added first, with their product's part number and
 * description in the reader's language whether or not it is still sold, and who added each.
 */
export function findLines(
  db: Db,
  tenantId: number,
  customerId: number,
  listId: number,
  language: Language,
  lineId?: number,
) {
  let query = db
    .selectFrom('saved_list_lines as n')
    .innerJoin('saved_lists as l', (join) =>
      join.onRef('l.tenant_id', '=', 'n.tenant_id').onRef('l.id', '=', 'n.list_id'),
    )
    .innerJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'n.tenant_id').onRef('p.id', '=', 'n.product_id'),
    )
    .leftJoin('users as u', 'u.id', 'n.added_by_user_id')
    .select([
      'n.id',
      'n.product_id',
      ...productFields.savedListLine(language),
      'n.quantity',
      'n.comment',
      'u.first_name',
      'u.last_name',
    ])
    .where('n.tenant_id', '=', tenantId)
    .where('n.list_id', '=', listId)
    .where('l.customer_id', '=', customerId);
  if (lineId !== undefined) query = query.where('n.id', '=', lineId);
  return query.orderBy('n.added_at').orderBy('n.id').execute();
}
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

/** Locks the customer's row: list creations of one customer queue, so the bound holds. */
export async function lockCustomer(trx: Trx, tenantId: number, customerId: number) {
  await trx
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countLists(db: Db, tenantId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_lists')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function insertList(
  db: Db,
  tenantId: number,
  customerId: number,
  name: string,
  userId: number,
): Promise<number> {
  const row = await db
    .insertInto('saved_lists')
    .values({ tenant_id: tenantId, customer_id: customerId, name, created_by_user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks one of the customer's lists for the rest of the transaction; false when there is none. */
export async function lockList(
  trx: Trx,
  tenantId: number,
  customerId: number,
  listId: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('saved_lists')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', listId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a list found for its customer as changed now. */
export async function touchList(db: Db, tenantId: number, listId: number) {
  await db
    .updateTable('saved_lists')
    .set({ updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listId)
    .execute();
}

/** A locked list's lines, by product: what new lines merge into, and how many there are. */
export async function findExistingLines(db: Db, tenantId: number, listId: number) {
  const rows = await db
    .selectFrom('saved_list_lines')
    .select(['product_id', 'quantity', 'comment'])
    .where('tenant_id', '=', tenantId)
    .where('list_id', '=', listId)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row]));
}

export interface LineWrite {
  product_id: number;
  quantity: number;
  comment: string | null;
}

/**
 * Writes lines of a locked list in one statement: a product already there gets the quantity and
 * comment given (the caller added them up), keeping who added it first.
 */
export async function upsertLines(
  db: Db,
  tenantId: number,
  listId: number,
  userId: number,
  lines: readonly LineWrite[],
) {
  if (lines.length === 0) return;
  await db
    .insertInto('saved_list_lines')
    .values(
      lines.map((line) => ({
        tenant_id: tenantId,
        list_id: listId,
        product_id: line.product_id,
        quantity: line.quantity,
        comment: line.comment,
        added_by_user_id: userId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'list_id', 'product_id']).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'),
        comment: eb.ref('excluded.comment'),
      })),
    )
    .execute();
}

export async function countLines(db: Db, tenantId: number, listId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_list_lines')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('tenant_id', '=', tenantId)
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function renameList(
  db: Db,
  tenantId: number,
  customerId: number,
  listId: number,
  name: string,
): Promise<boolean> {
  const row = await db
    .updateTable('saved_lists')
    .set({ name, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', listId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteList(
  db: Db,
  tenantId: number,
  customerId: number,
  listId: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom('saved_lists')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', listId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Changes a line of a locked list; false when the list has no such line. */
export async function updateLine(
  db: Db,
  tenantId: number,
  listId: number,
  lineId: number,
  change: { quantity?: number | undefined; comment?: string | null | undefined },
): Promise<boolean> {
  const row = await db
    .updateTable('saved_list_lines')
    .set({
      ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
      ...(change.comment === undefined ? {} : { comment: change.comment }),
    })
    .where('tenant_id', '=', tenantId)
    .where('list_id', '=', listId)
    .where('id', '=', lineId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a line of a locked list; false when the list has no such line. */
export async function deleteLine(
  db: Db,
  tenantId: number,
  listId: number,
  lineId: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom('saved_list_lines')
    .where('tenant_id', '=', tenantId)
    .where('list_id', '=', listId)
    .where('id', '=', lineId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
