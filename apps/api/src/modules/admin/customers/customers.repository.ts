import { sql, type Insertable, type Updateable } from 'kysely';
import type { AddressesTable, CustomersTable } from '../../../db/schema.ts';
import { containsPattern } from '../../catalogue/search-terms.ts';
import type { Db } from '../common/admin-common.ts';
import { ADDRESS_COLUMNS } from '../../../db/address-columns.ts';

/** Customers and addresses of one tenant; every statement takes the tenant id. */
export const CUSTOMER_CODE_KEY = 'customers_tenant_id_code_key';

const CUSTOMER_COLUMNS = [
  'id',
  'code',
  'name',
  'email',
  'mobile_phone',
  'price_list_id',
  'created_at',
] as const;

function tenantCustomers(db: Db, tenantId: number, search: string) {
  let query = db.selectFrom('customers').where('tenant_id', '=', tenantId);
  const text = search.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        eb('code', 'ilike', pattern),
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** One page of customers by code, and how many match. */
export async function listCustomers(
  db: Db,
  tenantId: number,
  filter: { search: string; limit: number; offset: number },
) {
  const rows = await tenantCustomers(db, tenantId, filter.search)
    .select(CUSTOMER_COLUMNS)
    .orderBy('code')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await tenantCustomers(db, tenantId, filter.search)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findCustomer(db: Db, tenantId: number, id: number, lock = false) {
  const query = db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

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

export function findAddresses(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .orderBy('type', 'desc')
    .orderBy('id')
    .execute();
}

export function findAddress(db: Db, tenantId: number, customerId: number, id: number) {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type AddressRow = NonNullable<Awaited<ReturnType<typeof findAddress>>>;

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

/** The accounts linked to a customer, by email. */
export function findCustomerMembers(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.status'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.customer_id', '=', customerId)
    .orderBy('u.email')
    .execute();
}
