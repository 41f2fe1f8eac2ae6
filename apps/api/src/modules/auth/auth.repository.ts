import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import { acrossTenants } from '../../db/across-tenants.ts';
import type { RegistrationDetails, Db } from '../../db/schema.ts';
import type { LoginMembership } from './login-outcome.ts';

export async function findActiveTenant(db: Db, code: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'code', 'name'])
    .where('code', '=', code.toUpperCase())
    .where('active', '=', true)
    .executeTakeFirst();
}

/** Emails are unique case-insensitively; the lookup uses the `lower(email)` index. */
export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function insertUser(
  db: Db,
  user: { email: string; firstName: string; lastName: string; phone: string; passwordHash: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      password_hash: user.passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer's request to join a tenant, waiting for that tenant's administrator. */
export async function insertPendingMembership(
  db: Db,
  tenantId: number,
  userId: number,
  registration: RegistrationDetails,
  language: Language,
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      role: 'customer',
      status: 'pending',
      registration: JSON.stringify(registration),
      language,
    })
    .execute();
}

export async function membershipExists(db: Db, tenantId: number, userId: number) {
  const row = await db
    .selectFrom('memberships')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every membership of a user in an active tenant, with the tenant's logo. */
export async function listMemberships(db: Db, userId: number): Promise<LoginMembership[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .leftJoin('tenant_settings as logo', (join) =>
      join.onRef('logo.tenant_id', '=', 't.id').on('logo.key', '=', 'logo_url'),
    )
    .select(['t.id', 't.code', 't.name', 'logo.value as logo', 'm.status', 'm.role', 'm.rep_code'])
    .select(['m.company_role', 'm.sees_all_orders', 'm.sees_invoices'])
    .where('m.user_id', '=', userId)
    .where('t.active', '=', true)
    .execute();
  return rows.map((row) => ({
    tenantId: row.id,
    code: row.code,
    name: row.name,
    logo: row.logo || null,
    status: row.status,
    role: row.role,
    repCode: row.rep_code,
    companyRole: row.company_role,
    seesAllOrders: row.sees_all_orders,
    seesInvoices: row.sees_invoices,
  }));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Records a password-reset request for the tenant's administrators when the email belongs to a
 * member of that tenant and no request of theirs is already open. One statement whatever the
 * case, so that the answer's timing tells nothing.
 */
export async function openPasswordResetRequest(db: Db, code: string, email: string) {
  await db
    .insertInto('password_reset_requests')
    .columns(['tenant_id', 'user_id'])
    .expression(
      db
        .selectFrom('memberships as m')
        .innerJoin('tenants as t', 't.id', 'm.tenant_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.tenant_id', 'm.user_id'])
        .where('t.code', '=', code.toUpperCase())
        .where('t.active', '=', true)
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('password_reset_requests as r')
                .select('r.id')
                .whereRef('r.tenant_id', '=', 'm.tenant_id')
                .whereRef('r.user_id', '=', 'm.user_id')
                .where('r.status', '=', 'open'),
            ),
          ),
        ),
    )
    .execute();
}

/**
 * Every tenant an account has a membership of, whatever its status or the tenant's: a pending,
 * rejected or disabled membership can become approved, so each one counts as belonging there.
 */
export async function listAccountTenantIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .orderBy('tenant_id')
    // The account is global: which companies it belongs to decides who is told of a password
    // change and who may see a reset link (decision 010).
    .$call(acrossTenants)
    .execute();
  return rows.map((row) => row.tenant_id);
}
