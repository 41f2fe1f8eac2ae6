import { sql } from 'kysely';
import type { CompanyRole, Language } from '@portal/contract';
import type { Db, RegistrationDetails, Trx } from '../../db/schema.ts';

/** The reads and writes of an invitation as its invitee opens it (invitation-link.service.ts). */

function linkQuery(db: Db, tenantCode: string, tokenHash: string) {
  return (
    db
      .selectFrom('colleague_invitations as i')
      .innerJoin('tenants as t', 't.id', 'i.tenant_id')
      .innerJoin('customers as c', (join) =>
        join.onRef('c.tenant_id', '=', 'i.tenant_id').onRef('c.id', '=', 'i.customer_id'),
      )
      .select([
        'i.tenant_id',
        'i.id',
        'i.customer_id',
        'i.email',
        'i.company_role',
        'i.sees_all_orders',
        'i.language',
        'i.status',
        'i.expires_at',
        't.name as manufacturer',
        'c.name as customer',
        sql<Date>`now()`.as('now'),
      ])
      // The link names its manufacturer: a token of another one is not found here.
      .where('t.code', '=', tenantCode.toUpperCase())
      .where('t.active', '=', true)
      .where('i.token_hash', '=', tokenHash)
  );
}

export function findInvitationLink(db: Db, tenantCode: string, tokenHash: string) {
  return linkQuery(db, tenantCode, tokenHash).executeTakeFirst();
}
export type InvitationLinkRow = NonNullable<Awaited<ReturnType<typeof findInvitationLink>>>;

/** The same, locked for the rest of the transaction: two uses of one link take turns. */
export function lockInvitationLink(trx: Trx, tenantCode: string, tokenHash: string) {
  return linkQuery(trx, tenantCode, tokenHash).forUpdate('i').executeTakeFirst();
}

/** Whether the manufacturer wants invited colleagues in its registrations queue first. */
export async function invitedColleaguesWait(db: Db, tenantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', 'invited_colleagues_wait')
    .executeTakeFirst();
  return row?.value === '1';
}

export async function insertInvitedMembership(
  trx: Trx,
  values: {
    tenantId: number;
    userId: number;
    customerId: number;
    role: CompanyRole;
    seesAllOrders: boolean;
    language: Language;
    approved: boolean;
    registration: RegistrationDetails;
  },
): Promise<void> {
  await trx
    .insertInto('memberships')
    .values({
      tenant_id: values.tenantId,
      user_id: values.userId,
      role: 'customer',
      status: values.approved ? 'approved' : 'pending',
      customer_id: values.customerId,
      company_role: values.role,
      sees_all_orders: values.seesAllOrders,
      language: values.language,
      registration: JSON.stringify(values.registration),
      decided_at: values.approved ? new Date() : null,
    })
    .execute();
}

/** The joining account's address and name, as a registration's event tells them. */
export function readAccount(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
