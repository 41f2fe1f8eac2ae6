import type { Db } from '../../db/schema.ts';
import { ADDRESS_COLUMNS } from '../../db/address-columns.ts';

export function findCustomer(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'code', 'name', 'email', 'mobile_phone'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** A customer's shipping (type 'S') addresses, oldest first. */
export function findShippingAddresses(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('type', '=', 'S')
    .orderBy('id')
    .execute();
}
