import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { DemoTenantCode } from './demo-tenants.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAddress,
  type DemoCustomer,
} from './demo-accounts.ts';

export interface SeededAddress {
  id: number;
  /** The one-line form orders keep: address, city, province, country, postal code. */
  text: string;
}

export interface SeededCustomer {
  tenantId: number;
  customerId: number;
  code: string;
  userId: number;
  shippingAddresses: SeededAddress[];
  /** The signed-in user's name when they have a rep_code, as checkout shows it. */
  salesPerson: string | null;
}

/** As the orders module snapshots it (contract formatAddress): the address2 line is left out. */
const addressLine = (a: DemoAddress) =>
  [a.address, a.city, a.province || '-', a.country || '-', a.postalCode].join(', ');

async function insertCustomer(db: Db, tenantId: number, customer: DemoCustomer) {
  const { id } = await db
    .insertInto('customers')
    .values({
      tenant_id: tenantId,
      code: customer.code,
      name: customer.name,
      email: customer.email,
      mobile_phone: customer.mobilePhone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shippingAddresses: SeededAddress[] = [];
  for (const address of customer.addresses) {
    const row = await db
      .insertInto('addresses')
      .values({
        tenant_id: tenantId,
        customer_id: id,
        type: address.type,
        address: address.address,
        address2: address.address2 ?? null,
        city: address.city,
        province_code: address.province,
        country_code: address.country,
        postal_code: address.postalCode,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (address.type === 'S') shippingAddresses.push({ id: row.id, text: addressLine(address) });
  }
  return { id, shippingAddresses };
}

/**
 * Users (each with their own argon2id hash of the demo password), customers with addresses,
 * memberships and one open password-reset request. Returns the customers, by code.
 */
export async function seedAccounts(
  db: Db,
  tenantIds: Record<DemoTenantCode, number>,
): Promise<Map<string, SeededCustomer>> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const customers = new Map<string, SeededCustomer>();
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: account.phone,
        password_hash: hashes[index]!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const membership of account.memberships) {
      const tenantId = tenantIds[membership.tenant];
      const customer = membership.customer
        ? await insertCustomer(db, tenantId, membership.customer)
        : null;
      await db
        .insertInto('memberships')
        .values({
          tenant_id: tenantId,
          user_id: user.id,
          role: membership.role,
          status: membership.status,
          customer_id: customer?.id ?? null,
          rep_code: membership.repCode ?? null,
          registration: JSON.stringify(membership.registration ?? {}),
          decided_at: membership.status === 'pending' ? null : sql<Date>`now()`,
          ...(membership.companyRole ? { company_role: membership.companyRole } : {}),
        })
        .execute();
      if (customer && membership.customer) {
        customers.set(membership.customer.code, {
          tenantId,
          customerId: customer.id,
          code: membership.customer.code,
          userId: user.id,
          shippingAddresses: customer.shippingAddresses,
          salesPerson: membership.repCode ? `${account.firstName} ${account.lastName}` : null,
        });
      }
    }
    const [first] = account.memberships;
    if (account.resetRequested && first) {
      await db
        .insertInto('password_reset_requests')
        .values({ tenant_id: tenantIds[first.tenant], user_id: user.id })
        .execute();
    }
  }
  return customers;
}
