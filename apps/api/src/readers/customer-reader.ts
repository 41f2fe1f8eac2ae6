import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { addressFields, customerFields } from './customer-fields.ts';

/**
 * The one reader of customers and their addresses, for every audience (customer-fields.ts).
 * Every read takes the tenant id. Locks and writes stay with the modules that change them.
 */

function tenantCustomers(db: Db, tenantId: number) {
  return db.selectFrom('customers').where('tenant_id', '=', tenantId);
}

/** The buyer's own customer. */
export function buyerCustomer(db: Db, tenantId: number, customerId: number) {
  return tenantCustomers(db, tenantId)
    .select(customerFields.buyer)
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** A customer as the console shows it. */
export function consoleCustomer(db: Db, tenantId: number, id: number) {
  return tenantCustomers(db, tenantId)
    .select(customerFields.console)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ConsoleCustomerRow = NonNullable<Awaited<ReturnType<typeof consoleCustomer>>>;

function searchedCustomers(db: Db, tenantId: number, search: string) {
  const query = tenantCustomers(db, tenantId);
  const text = search.trim();
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((eb) =>
    eb.or([
      eb('code', 'ilike', pattern),
      eb('name', 'ilike', pattern),
      eb('email', 'ilike', pattern),
    ]),
  );
}

/** One page of the console's customers by code, and how many match. */
export async function listConsoleCustomers(
  db: Db,
  tenantId: number,
  filter: { search: string; limit: number; offset: number },
) {
  const rows = await searchedCustomers(db, tenantId, filter.search)
    .select(customerFields.console)
    .orderBy('code')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await searchedCustomers(db, tenantId, filter.search)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

/** One page of the customers a price list is assigned to, by code, and how many there are. */
export async function listPriceListCustomers(
  db: Db,
  tenantId: number,
  priceListId: number,
  slice: { limit: number; offset: number },
) {
  const assigned = tenantCustomers(db, tenantId).where('price_list_id', '=', priceListId);
  const rows = await assigned
    .select(customerFields.priceList)
    .orderBy('code')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const { total } = await assigned
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

function customerAddresses(db: Db, tenantId: number) {
  return db.selectFrom('addresses').where('tenant_id', '=', tenantId);
}

/** A customer's shipping (type 'S') addresses, oldest first: the buyer's checkout. */
export function shippingAddresses(db: Db, tenantId: number, customerId: number) {
  return customerAddresses(db, tenantId)
    .select(addressFields.screen)
    .where('customer_id', '=', customerId)
    .where('type', '=', 'S')
    .orderBy('id')
    .execute();
}

/** Every address of a customer for the console: shipping first, then billing, oldest first. */
export function consoleAddresses(db: Db, tenantId: number, customerId: number) {
  return customerAddresses(db, tenantId)
    .select(addressFields.screen)
    .where('customer_id', '=', customerId)
    .orderBy('type', 'desc')
    .orderBy('id')
    .execute();
}

/** The shipping addresses of several customers, for the ERP feed. */
export function feedShippingAddresses(db: Db, tenantId: number, customerIds: readonly number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return customerAddresses(db, tenantId)
    .select(addressFields.feed)
    .where('customer_id', 'in', [...customerIds])
    .where('type', '=', 'S')
    .execute();
}
