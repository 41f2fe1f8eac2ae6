import { sql } from 'kysely';
import { acrossTenants } from '../../db/across-tenants.ts';
import { builtOnce } from '../../db/built-once.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { CompanyRole } from '@portal/contract';
import type { PriceListValidity } from '../../core/callers.ts';
import type { Db, MembershipRole, MembershipStatus } from '../../db/schema.ts';

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

/**
 * A new session, expiring `lifetime.absoluteHours` from now, or at `expiresAt` when it carries on
 * an earlier one (a switch of company never extends a sign-in).
 */
export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: number; tenantId: number; expiresAt?: Date },
  lifetime: SessionLifetime,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      tenant_id: session.tenantId,
      expires_at:
        session.expiresAt ?? sql<Date>`now() + make_interval(hours => ${lifetime.absoluteHours})`,
    })
    .execute();
}

/**
 * Ends a live session and answers what its successor needs (its user, company and absolute
 * expiry); undefined when it was already ended or expired. One statement, so that two switches
 * racing with one token cannot both carry it on.
 */
export async function endSessionForSuccessor(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; tenantId: number; expiresAt: Date } | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'tenant_id', 'expires_at'])
    // The token hash names one session (its primary key), of whatever tenant it was opened for.
    .$call(acrossTenants)
    .executeTakeFirst();
  return row && { userId: row.user_id, tenantId: row.tenant_id, expiresAt: row.expires_at };
}

/** What one authenticated request knows about its caller, read in one query. */
export interface SessionContext {
  tokenHash: string;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  sessionTenantId: number;
  lastSeenAt: Date;
  /** The absolute end of the session, which a kept check enforces by itself. */
  expiresAt: Date;
  /** The tenant named by the route's code, when there is one and it exists. */
  tenantId: number | null;
  tenantCode: string | null;
  role: MembershipRole | null;
  status: MembershipStatus | null;
  customerId: number | null;
  repCode: string | null;
  /** The member's role inside their customer company and whether they see all its orders. */
  companyRole: CompanyRole | null;
  seesAllOrders: boolean | null;
  /** May read the company's invoices and statement (issue 31, decision 038). */
  seesInvoices: boolean | null;
  /** The company's addresses the member may ship to; null: every one (issue 29 point 5). */
  shipToAddressIds: number[] | null;
  /** The customer's price list and its validity (issue 11); null: the products' own prices. */
  priceList: PriceListValidity | null;
}

/**
 * The live session of a token hash with, when `code` is given, that tenant and the user's
 * membership of it. Expired, idle and revoked sessions count as none.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  code: string | null,
  idleMinutes: number,
): Promise<SessionContext | undefined> {
  const [row] = await liveSession(db, null, { tokenHash, code: code ?? '', idleMinutes });
  if (!row) return undefined;
  return toSessionContext(row);
}

// Every request's check: built once and prepared (one session by its key: the generic plan is the
// custom one).
const liveSession = builtOnce(
  () => '',
  (
    db: Db,
    _shape: null,
    { tokenHash, code, idleMinutes }: { tokenHash: string; code: string; idleMinutes: number },
  ) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('tenants as t', (join) => join.on('t.code', '=', code).on('t.active', '=', true))
      .leftJoin('memberships as m', (join) =>
        join.onRef('m.tenant_id', '=', 't.id').onRef('m.user_id', '=', 's.user_id'),
      )
      .leftJoin('customers as c', (join) =>
        join.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.customer_id'),
      )
      .leftJoin('price_lists as pl', (join) =>
        join.onRef('pl.tenant_id', '=', 'c.tenant_id').onRef('pl.id', '=', 'c.price_list_id'),
      )
      .select([
        's.token_hash',
        's.user_id',
        's.tenant_id as session_tenant_id',
        's.last_seen_at',
        's.expires_at',
        'u.email',
        'u.first_name',
        'u.last_name',
        't.id as tenant_id',
        't.code as tenant_code',
        'm.role',
        'm.status',
        'm.customer_id',
        'm.rep_code',
        'm.company_role',
        'm.sees_all_orders',
        'm.sees_invoices',
        'm.ship_to_address_ids',
        'pl.id as price_list_id',
        'pl.valid_from as price_list_valid_from',
        'pl.valid_to as price_list_valid_to',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
      // A token is the caller's proof of identity: it is looked up before any tenant is known.
      // Its tenant is then compared with the route's (plugins/authentication.ts).
      .$call(acrossTenants)
      .$call(prepared),
);

function toSessionContext(row: Awaited<ReturnType<typeof liveSession>>[number]): SessionContext {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    sessionTenantId: row.session_tenant_id,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    tenantId: row.tenant_id,
    tenantCode: row.tenant_code,
    role: row.role,
    status: row.status,
    customerId: row.customer_id,
    repCode: row.rep_code,
    companyRole: row.company_role,
    seesAllOrders: row.sees_all_orders,
    seesInvoices: row.sees_invoices,
    shipToAddressIds: row.ship_to_address_ids,
    priceList:
      row.price_list_id === null
        ? null
        : {
            id: row.price_list_id,
            validFrom: row.price_list_valid_from,
            validTo: row.price_list_valid_to,
          },
  };
}

/** Marks sessions as used now: the batch a SessionTouches writes, whatever their tenants. */
export async function touchSessions(db: Db, tokenHashes: string[]): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('token_hash', 'in', tokenHashes)
    // A token hash names one session (its primary key), of whatever tenant it was opened for.
    .$call(acrossTenants)
    .execute();
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    // Sign-out ends the one session of this token, whichever tenant it belongs to.
    .$call(acrossTenants)
    .execute();
}

/** Revokes every live session of a user, but `keepTokenHash` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    // An account is global: a password change or reset ends its sessions at every company.
    .$call(acrossTenants);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
