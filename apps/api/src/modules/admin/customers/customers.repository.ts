import type { Insertable, Updateable } from 'kysely';
import type { AddressesTable, CustomersTable, Db, Trx } from '../../../db/schema.ts';
import { customerFields } from '../../../readers/customer-fields.ts';
import { ADDRESS_COLUMNS } from '../../../db/address-columns.ts';

/** Customers and addresses of one tenant; every statement takes the tenant id. */
export const CUSTOMER_CODE_KEY = 'customers_tenant_id_code_key';

// The console's fields (readers/customer-fields.ts): what a write answers is what a read shows.
const CUSTOMER_COLUMNS = customerFields.console;

function customerQuery(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
}

/** The customer, locked for the rest of the transaction. */
export function lockCustomer(trx: Trx, tenantId: number, id: number) {
  return customerQuery(trx, tenantId, id).forUpdate().executeTakeFirst();
}

/** The customer's price list as its page names it, if it has one. */
export function findCustomerPriceList(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('customers as c')
    .innerJoin('price_lists as l', (join) =>
      join.onRef('l.tenant_id', '=', 'c.tenant_id').onRef('l.id', '=', 'c.price_list_id'),
    )
    .select(['l.id', 'l.name'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', customerId)
    .executeTakeFirst();
}

export async function customerCodeExists(db: Db, tenantId: number, code: string, exceptId = 0) {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertCustomer(db: Db, values: Insertable<CustomersTable>) {
  return db
    .insertInto('customers')
    .values(values)
    .returning(CUSTOMER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateCustomer(
  db: Db,
  tenantId: number,
  id: number,
  values: Updateable<CustomersTable>,
) {
  return db
    .updateTable('customers')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(CUSTOMER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The customer's address, locked for the rest of the transaction. */
export function lockAddress(trx: Trx, tenantId: number, customerId: number, id: number) {
  return trx
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type AddressRow = NonNullable<Awaited<ReturnType<typeof lockAddress>>>;

export function insertAddress(db: Db, values: Insertable<AddressesTable>) {
  return db
    .insertInto('addresses')
    .values(values)
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateAddress(
  db: Db,
  tenantId: number,
  id: number,
  values: Updateable<AddressesTable>,
) {
  return db
    .updateTable('addresses')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteAddress(db: Db, tenantId: number, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** The accounts linked to a customer, by email, with their role in its company. */
export function findCustomerMembers(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.status', 'm.company_role'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.customer_id', '=', customerId)
    .orderBy('u.email')
    .execute();
}
