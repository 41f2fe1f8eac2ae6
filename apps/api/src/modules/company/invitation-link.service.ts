import type { z } from 'zod';
import {
  translate,
  type AcceptInvitationResponse,
  type acceptInvitationRequest,
  type InvitationLinkInfo,
  type Language,
  type MessageKey,
} from '@portal/contract';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { InvalidationPublisher } from '../../lib/invalidation-bus/invalidation-bus.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { Db, Trx } from '../../db/schema.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { isUniqueViolation } from '../admin/common/admin-common.ts';
import { findUserByEmail, insertUser, membershipExists } from '../auth/auth.repository.ts';
import { countPasswordAttempt } from '../auth/password-attempts.ts';
import { hashPassword, verifyPassword } from '../auth/password-hashing.ts';
import { isResetTokenShaped } from '../auth/reset-link-state.ts';
import { hashToken } from '../../lib/secret-tokens.ts';
import { enqueue } from '../events/enqueue-event.ts';
import * as repo from './invitation-link.repository.ts';
import { closeInvitation } from './invitations.repository.ts';

type AcceptInput = z.output<typeof acceptInvitationRequest>;

export interface InvitationContext {
  db: Db;
  limiter: RateLimiter;
  invalidations: InvalidationPublisher;
}

/** Why a link cannot be used, or null. The database's clock judges expiry, on every instance. */
export function invitationRefusal(
  row: Pick<repo.InvitationLinkRow, 'status' | 'expires_at' | 'now'> | undefined,
): { status: 404 | 410; key: MessageKey } | null {
  if (!row) return { status: 404, key: 'company.invitationUnknown' };
  if (row.status === 'accepted') return { status: 410, key: 'company.invitationUsed' };
  if (row.status === 'revoked') return { status: 410, key: 'company.invitationRevoked' };
  if (new Date(row.expires_at) <= new Date(row.now)) {
    return { status: 410, key: 'company.invitationExpired' };
  }
  return null;
}

/** The invitation behind a usable link of this manufacturer, else the 404 or 410 saying why. */
async function usableInvitation(
  db: Db,
  tenantCode: string,
  token: string,
  read: (tokenHash: string) => Promise<repo.InvitationLinkRow | undefined> = (tokenHash) =>
    repo.findInvitationLink(db, tenantCode, tokenHash),
): Promise<repo.InvitationLinkRow> {
  const row = isResetTokenShaped(token) ? await read(hashToken(token)) : undefined;
  const refusal = invitationRefusal(row);
  if (refusal || !row) {
    throw new AppError(refusal?.status ?? 404, refusal?.key ?? 'company.invitationUnknown');
  }
  return row;
}

/** What the invitation page shows: who is invited where, and whether they have an account. */
export async function describeInvitation(
  db: Db,
  tenantCode: string,
  token: string,
): Promise<InvitationLinkInfo> {
  const row = await usableInvitation(db, tenantCode, token);
  return {
    email: row.email,
    manufacturer: row.manufacturer,
    customer: row.customer,
    company_role: row.company_role,
    existing_account: (await findUserByEmail(db, row.email)) !== undefined,
  };
}

/**
 * The invitee joins the company: a new person with the name and password they chose (hashed as
 * at registration), a known account (the same e-mail, maybe a member of another manufacturer)
 * with its password, counted on the account's failure limits as a sign-in is. Their membership
 * of this manufacturer gets the invitation's customer, role and sees-all flag, approved at once
 * or waiting in the manufacturer's registrations queue (its setting). The link is spent in the
 * same transaction, its row locked: a link used twice, revoked or expired answers 410.
 */
export async function acceptInvitation(
  ctx: InvitationContext,
  tenantCode: string,
  input: AcceptInput,
  ip: string,
  language: Language,
): Promise<AcceptInvitationResponse> {
  const { db } = ctx;
  // Checked before any password work, so that a bad link costs no argon2 operation.
  const invitation = await usableInvitation(db, tenantCode, input.token);
  const account = await findUserByEmail(db, invitation.email);
  if (input.account === 'new' && account) {
    throw new AppError(409, 'company.invitationAccountExists');
  }
  if (input.account === 'existing' && !account) {
    throw new AppError(409, 'company.invitationNoAccount');
  }
  let passwordHash: string | null = null;
  if (input.account === 'existing' && account) {
    const counted = await countPasswordAttempt(ctx.limiter, { email: account.email, ip });
    if (!(await verifyPassword(account.password_hash, input.password))) {
      throw fieldError('password', 'auth.invalidCredentials');
    }
    await counted.takeBack();
  } else if (input.account === 'new') {
    passwordHash = await hashPassword(input.password);
  }

  const approved = !(await repo.invitedColleaguesWait(db, invitation.tenant_id));
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const row = await usableInvitation(trx, tenantCode, input.token, (tokenHash) =>
        repo.lockInvitationLink(trx, tenantCode, tokenHash),
      );
      const joiningUserId =
        input.account === 'new' && passwordHash
          ? await insertUser(trx, {
              email: row.email,
              firstName: input.first_name,
              lastName: input.last_name,
              phone: '',
              passwordHash,
            })
          : (account?.id ?? 0);
      await join(trx, row, joiningUserId, approved);
      return joiningUserId;
    });
  } catch (error) {
    // The same e-mail registered, or joined this manufacturer, a moment ago.
    if (isUniqueViolation(error)) throw new AppError(409, 'company.alreadyMember');
    throw error;
  }
  if (account) await ctx.invalidations.publish({ kind: 'user-changed', userId });
  const params = { company: invitation.manufacturer };
  return approved
    ? { status: 'approved', message: translate(language, 'company.joined', params) }
    : { status: 'pending', message: translate(language, 'company.joinedPending', params) };
}

async function join(
  trx: Trx,
  row: repo.InvitationLinkRow,
  userId: number,
  approved: boolean,
): Promise<void> {
  if (await membershipExists(trx, row.tenant_id, userId)) {
    throw new AppError(409, 'company.alreadyMember');
  }
  await repo.insertInvitedMembership(trx, {
    tenantId: row.tenant_id,
    userId,
    customerId: row.customer_id,
    role: row.company_role,
    seesAllOrders: row.sees_all_orders,
    language: row.language,
    approved,
    registration: { company: row.customer },
  });
  await closeInvitation(trx, row.tenant_id, row.id, { status: 'accepted', acceptedUserId: userId });
  await recordAudit(trx, {
    tenantId: row.tenant_id,
    actorUserId: userId,
    action: 'invitation.accept',
    entity: 'invitation',
    entityId: row.id,
    before: { status: 'pending' },
    after: {
      status: 'accepted',
      user_id: userId,
      customer_id: row.customer_id,
      company_role: row.company_role,
      membership: approved ? 'approved' : 'pending',
    },
  });
  if (!approved) {
    // Into the registrations queue, as a registration: its administrators are told.
    const user = await repo.readAccount(trx, userId);
    await enqueue(trx, row.tenant_id, 'registration.created', {
      user_id: userId,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      company: row.customer,
    });
  }
}
