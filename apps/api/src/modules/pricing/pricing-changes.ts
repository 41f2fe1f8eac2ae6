import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.ts';

/**
 * What a committed price change makes out of date on every instance (decision 008). Price-list
 * routes publish these instead of the tenant-wide catalogue change (their `tenantChange` is
 * 'none'): a price list's edit clears only the answers priced with it.
 */

/** A list's entries, name or dates changed: its priced answers and its buyers' checks go. */
export async function publishPriceListChanged(
  app: FastifyInstance,
  tenantId: number,
  priceListId: number,
): Promise<void> {
  await app.invalidations.publish({ kind: 'price-list-changed', tenantId, priceListId });
}

/**
 * A customer was given another list, or none: each of its accounts' session checks goes, since
 * a check carries the customer's list (plugins/authentication.ts).
 */
export async function publishCustomerPriceListChanged(
  app: FastifyInstance,
  db: Db,
  tenantId: number,
  customerIds: readonly number[],
): Promise<void> {
  if (customerIds.length === 0) return;
  const members = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', 'in', customerIds)
    .execute();
  for (const { user_id: userId } of members) {
    await app.invalidations.publish({ kind: 'user-changed', userId });
  }
}
