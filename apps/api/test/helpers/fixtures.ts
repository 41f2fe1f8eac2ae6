import type { CompanyRole } from '@portal/contract';
import type { MembershipRole, MembershipStatus, Db } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/auth/password-hashing.ts';
import { startSession } from '../../src/modules/auth/sessions.ts';
import { testEnv } from './test-app.ts';

/**
 * Small factories for API tests: each makes exactly the rows a test needs, so tests never depend
 * on the demo seed.
 */

export async function createTenant(db: Db, code: string, name = `${code} Inc.`) {
  return db
    .insertInto('tenants')
    .values({ code, name })
    .returning(['id', 'code', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createCustomer(
  db: Db,
  tenantId: number,
  code: string,
  name = `${code} Ltd.`,
) {
  return db
    .insertInto('customers')
    .values({ tenant_id: tenantId, code, name, email: `${code.toLowerCase()}@example.com` })
    .returning(['id', 'code', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createAddress(
  db: Db,
  tenantId: number,
  customerId: number,
  values: { type?: 'S' | 'B'; address?: string; address2?: string; city?: string } = {},
) {
  return db
    .insertInto('addresses')
    .values({
      tenant_id: tenantId,
      customer_id: customerId,
      type: values.type ?? 'S',
      address: values.address ?? '1 Main Street',
      address2: values.address2 ?? null,
      city: values.city ?? 'Toronto',
      province_code: 'ON',
      country_code: 'CA',
      postal_code: 'M5V 1A1',
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

// Hashing is slow on purpose; tests share one hash of the one password they all use.
export const TEST_PASSWORD = 'correct horse battery';

/** A password no fixture account has: what a new registration or a password change sets. */
export const NEW_PASSWORD = 'a-brand-new-password';

/** A complete, valid POST /api/register body for ACME, with `overrides` applied. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'García',
    company: 'Taller Ana',
    address: '1 Calle Mayor',
    address2: 'Piso 2',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5V 1A1',
    country: 'CA',
    phone: '(416) 555-0100',
    email: 'ana@example.com',
    webAddress: 'https://taller.example',
    manufacturerCode: 'ACME',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...overrides,
  };
}
let passwordHash: Promise<string> | undefined;

export interface UserOptions {
  email: string;
  tenantId?: number;
  role?: MembershipRole;
  status?: MembershipStatus;
  customerId?: number | null;
  repCode?: string | null;
  /** The role inside their customer company; the column's default ('buyer') when not given. */
  companyRole?: CompanyRole;
  /** Whether they see all their company's orders; the column's default (true) when not given. */
  seesAllOrders?: boolean;
  firstName?: string;
  lastName?: string;
}

export async function createUser(db: Db, options: UserOptions) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await db
    .insertInto('users')
    .values({
      email: options.email,
      first_name: options.firstName ?? 'Test',
      last_name: options.lastName ?? 'User',
      password_hash: await passwordHash,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  if (options.tenantId !== undefined) {
    await addMembership(db, user.id, options.tenantId, options);
  }
  return user;
}

export async function addMembership(
  db: Db,
  userId: number,
  tenantId: number,
  options: Omit<UserOptions, 'email' | 'tenantId'> = {},
) {
  await db
    .insertInto('memberships')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      role: options.role ?? 'customer',
      status: options.status ?? 'approved',
      customer_id: options.customerId ?? null,
      rep_code: options.repCode ?? null,
      ...(options.companyRole ? { company_role: options.companyRole } : {}),
      ...(options.seesAllOrders === undefined ? {} : { sees_all_orders: options.seesAllOrders }),
    })
    .execute();
}

/** A session token for a user in a tenant, made directly (no login round-trip). */
export function sessionFor(db: Db, userId: number, tenantId: number): Promise<string> {
  return startSession(db, userId, tenantId, {
    idleMinutes: testEnv.SESSION_IDLE_MINUTES,
    absoluteHours: testEnv.SESSION_ABSOLUTE_HOURS,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A tenant with one approved buyer of one customer, signed in: what a test of the buyer's
 * catalogue needs before its own rows.
 */
export async function createSignedInBuyer(db: Db, code: string) {
  const tenant = await createTenant(db, code);
  const customer = await createCustomer(db, tenant.id, 'C1');
  const user = await createUser(db, {
    email: `buyer@${code.toLowerCase()}.test`,
    tenantId: tenant.id,
    customerId: customer.id,
  });
  const headers = bearer(await sessionFor(db, user.id, tenant.id));
  return { tenantId: tenant.id, customerId: customer.id, userId: user.id, headers };
}
