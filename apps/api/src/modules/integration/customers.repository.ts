import { sql } from 'kysely';
import type { Db } from '../admin/common/admin-common.ts';

/** The tenant's customers among `codes`, locked until the upsert's transaction ends. */
export function customersByCode(db: Db, tenantId: number, codes: readonly string[]) {
  return db
    .selectFrom('customers')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', sql<string>`any(${sql.val([...codes])}::text[])`)
    .forUpdate()
    .execute();
}

export function shippingAddressesOf(db: Db, tenantId: number, customerIds: readonly number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('addresses')
    .select([
      'customer_id',
      'address',
      'address2',
      'address3',
      'city',
      'province_code',
      'country_code',
      'postal_code',
    ])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', 'in', [...customerIds])
    .where('type', '=', 'S')
    .execute();
}
