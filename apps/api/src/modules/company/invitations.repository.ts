import { sql } from 'kysely';
import type { CompanyRole, Language } from '@portal/contract';
import type { Db, Trx } from '../../db/schema.ts';

/** The invitations a customer administrator sends (invitations.service.ts). */

const COLUMNS = [
  'i.id',
  'i.email',
  'i.company_role',
  'i.sees_all_orders',
  'i.language',
  'i.status',
  'i.created_at',
  'i.expires_at',
  'u.first_name as inviter_first_name',
  'u.last_name as inviter_last_name',
] as const;

function customerInvitations(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('colleague_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by_user_id')
    .select(COLUMNS)
    .select(sql<Date>`now()`.as('now'))
    .where('i.tenant_id', '=', tenantId)
    .where('i.customer_id', '=', customerId);
}

/** The company's open invitations (expired ones too: they can be sent again), newest first. */
export function listOpenInvitations(db: Db, tenantId: number, customerId: number) {
  return customerInvitations(db, tenantId, customerId)
    .where('i.status', '=', 'pending')
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}
export type InvitationRow = Awaited<ReturnType<typeof listOpenInvitations>>[number];

export function findInvitation(db: Db, tenantId: number, customerId: number, id: number) {
  return customerInvitations(db, tenantId, customerId).where('i.id', '=', id).executeTakeFirst();
}

/** The invitation, locked: another customer's or tenant's is not found. */
export function lockInvitation(trx: Trx, tenantId: number, customerId: number, id: number) {
  return trx
    .selectFrom('colleague_invitations')
    .select(['id', 'status', 'email', 'language', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the e-mail already belongs to a member of the tenant (of any customer, or staff). */
export async function isTenantMember(db: Db, tenantId: number, email: string) {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInvitation(
  trx: Trx,
  values: {
    tenantId: number;
    customerId: number;
    email: string;
    role: CompanyRole;
    seesAllOrders: boolean;
    language: Language;
    tokenHash: string;
    days: number;
    invitedBy: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('colleague_invitations')
    .values({
      tenant_id: values.tenantId,
      customer_id: values.customerId,
      email: values.email.toLowerCase(),
      company_role: values.role,
      sees_all_orders: values.seesAllOrders,
      language: values.language,
      token_hash: values.tokenHash,
      expires_at: sql<Date>`now() + ${values.days} * interval '1 day'`,
      invited_by_user_id: values.invitedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new link for the same invitation: the earlier one stops working, the clock starts again. */
export async function renewInvitation(
  trx: Trx,
  tenantId: number,
  id: number,
  values: { tokenHash: string; days: number; invitedBy: number },
): Promise<void> {
  await trx
    .updateTable('colleague_invitations')
    .set({
      token_hash: values.tokenHash,
      expires_at: sql<Date>`now() + ${values.days} * interval '1 day'`,
      invited_by_user_id: values.invitedBy,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function closeInvitation(
  trx: Trx,
  tenantId: number,
  id: number,
  values: { status: 'accepted' | 'revoked'; acceptedUserId?: number },
): Promise<void> {
  await trx
    .updateTable('colleague_invitations')
    .set({
      status: values.status,
      accepted_user_id: values.acceptedUserId ?? null,
      decided_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
