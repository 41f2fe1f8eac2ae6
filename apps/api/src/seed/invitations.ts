import { INVITATION_DAYS } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { hashToken, newSessionToken } from '../modules/auth/session-tokens.ts';
import type { SeededCustomer } from './accounts.ts';
import { DEMO_INVITATION } from './demo-accounts.ts';

/**
 * Northwind's open invitation (issue 29), as the Company area lists it. Its link was never
 * e-mailed and its token is thrown away (only the hash is kept, as always): the administrator
 * sends it again from the Company area to get a working link.
 */
export async function seedInvitation(db: Db, customers: readonly SeededCustomer[]): Promise<void> {
  const customer = customers.find((each) => each.code === DEMO_INVITATION.customerCode);
  if (!customer) return;
  await db
    .insertInto('colleague_invitations')
    .values({
      tenant_id: customer.tenantId,
      customer_id: customer.customerId,
      email: DEMO_INVITATION.email,
      company_role: DEMO_INVITATION.companyRole,
      sees_all_orders: false,
      language: DEMO_INVITATION.language,
      token_hash: hashToken(newSessionToken()),
      expires_at: sql<Date>`now() + ${INVITATION_DAYS} * interval '1 day'`,
      invited_by_user_id: customer.userId,
    })
    .execute();
}
