import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Env } from '../../src/config/env.ts';
import type { Db } from '../../src/db/schema.ts';
import {
  bearer,
  createAddress,
  createCustomer,
  createTenant,
  createUser,
  sessionFor,
  type UserOptions,
} from './fixtures.ts';
import { testEnv, type TestContext } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/** What admin console tests need: two tenants, each with an administrator and a buyer. */

/** useTestApp with some environment variables changed (the outbox folder, PUBLIC_URL). */
export function useTestAppWithEnv(overrides: () => Partial<Env>): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.uncheckedDb;
    const env = { ...testEnv, ...overrides() };
    context.app = await buildApp({ env, database: context.database, logger: false });
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export interface SignedInUser {
  id: number;
  email: string;
  token: string;
  headers: ReturnType<typeof bearer>;
}

export async function signedIn(
  db: Db,
  email: string,
  tenantId: number,
  options: Partial<UserOptions> = {},
): Promise<SignedInUser> {
  const user = await createUser(db, { email, tenantId, ...options });
  const token = await sessionFor(db, user.id, tenantId);
  return { id: user.id, email, token, headers: bearer(token) };
}

/**
 * ACME and BOREAL, each with an administrator, a customer with a shipping address and an
 * approved buyer of it; every user has a live session for its tenant.
 */
export async function createAdminWorld(db: Db) {
  const acme = await createTenant(db, 'ACME', 'Acme Industrial');
  const boreal = await createTenant(db, 'BOREAL', 'Boreal Foods');
  const acmeCustomer = await createCustomer(db, acme.id, 'CUST-A', 'Alpha Hardware');
  const borealCustomer = await createCustomer(db, boreal.id, 'CUST-Z', 'Zeta Foods');
  const acmeAddress = await createAddress(db, acme.id, acmeCustomer.id);
  const borealAddress = await createAddress(db, boreal.id, borealCustomer.id);
  const acmeAdmin = await signedIn(db, 'admin@acme.test', acme.id, {
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const borealAdmin = await signedIn(db, 'admin@boreal.test', boreal.id, { role: 'admin' });
  const acmeBuyer = await signedIn(db, 'buyer@acme.test', acme.id, {
    customerId: acmeCustomer.id,
  });
  const borealBuyer = await signedIn(db, 'buyer@boreal.test', boreal.id, {
    customerId: borealCustomer.id,
  });
  return {
    acme,
    boreal,
    acmeCustomer,
    borealCustomer,
    acmeAddress,
    borealAddress,
    acmeAdmin,
    borealAdmin,
    acmeBuyer,
    borealBuyer,
  };
}
export type AdminWorld = Awaited<ReturnType<typeof createAdminWorld>>;

/** The audit rows of a tenant, oldest first, as plain objects. */
export function auditRows(db: Db, tenantId: number, entity?: string) {
  let query = db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'actor_user_id', 'before', 'after'])
    .where('tenant_id', '=', tenantId);
  if (entity) query = query.where('entity', '=', entity);
  return query.orderBy('id').execute();
}

/** A pending registration as POST /api/register makes it, with its registration details. */
export async function createRegistration(
  db: Db,
  tenantId: number,
  email: string,
  details: Record<string, string> = {},
) {
  const user = await createUser(db, { email, firstName: 'Reg', lastName: 'Istrant' });
  await db
    .insertInto('memberships')
    .values({
      tenant_id: tenantId,
      user_id: user.id,
      role: 'customer',
      status: 'pending',
      registration: JSON.stringify({
        company: 'Northwind',
        address: '12 Harbour St',
        address2: 'Suite 4',
        city: 'Halifax',
        state: 'NS',
        zip: 'B3H 1A1',
        country: 'CA',
        phone: '9025550100',
        ...details,
      }),
    })
    .execute();
  return user;
}
