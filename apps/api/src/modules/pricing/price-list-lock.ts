import type { Trx } from '../../db/schema.ts';

/**
 * Locks a list for the rest of the transaction: writes of its entries and its deletion take
 * turns, and an assignment to a customer (whose foreign key check shares the row) waits for a
 * deletion to end. Answers whether the list exists.
 */
export async function lockPriceList(trx: Trx, tenantId: number, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('price_lists')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
