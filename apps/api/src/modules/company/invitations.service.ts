import type { z } from 'zod';
import {
  INVITATION_DAYS,
  mayGrantRole,
  type Invitation,
  type inviteColleagueRequest,
  type Language,
} from '@portal/contract';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Db, Trx } from '../../db/schema.ts';
import type { Member } from '../../core/callers.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { fullName, iso, isUniqueViolation } from '../admin/common/admin-common.ts';
import { hashToken, newSessionToken } from '../../lib/secret-tokens.ts';
import { enqueueInvitationEmail } from '../notifications/email-fan-out.ts';
import { companyAdminOf } from './company-admin.ts';
import * as repo from './invitations.repository.ts';

type InviteInput = z.output<typeof inviteColleagueRequest>;

function toInvitation(row: repo.InvitationRow): Invitation {
  const expired = row.status === 'pending' && new Date(row.expires_at) <= new Date(row.now);
  return {
    id: row.id,
    email: row.email,
    company_role: row.company_role,
    sees_all_orders: row.sees_all_orders,
    language: row.language,
    status: expired ? 'expired' : row.status,
    invited_by: fullName(row.inviter_first_name ?? '', row.inviter_last_name ?? ''),
    created_at: iso(new Date(row.created_at)),
    expires_at: iso(new Date(row.expires_at)),
  };
}

export async function listInvitations(db: Db, member: Member): Promise<Invitation[]> {
  const admin = companyAdminOf(member);
  const rows = await repo.listOpenInvitations(db, member.tenantId, admin.rules.customerId);
  return rows.map(toInvitation);
}

async function readInvitation(db: Db, member: Member, customerId: number, id: number) {
  const row = await repo.findInvitation(db, member.tenantId, customerId, id);
  if (!row) throw notFound('company.invitationNotFound');
  return toInvitation(row);
}

/** A new one-time link: only its hash is kept; the e-mail carries the token (decision 034). */
async function sendLink(
  trx: Trx,
  invitation: { tenantId: number; id: number; email: string; language: string },
  token: string,
) {
  await enqueueInvitationEmail(trx, { ...invitation, token });
}

/**
 * Invites a colleague into the administrator's own company with a role no higher than their own
 * (mayGrantRole), by a one-time link e-mailed through the outbox in the language the
 * administrator chose for them (else the one they use themself). An address that already
 * belongs to this manufacturer (at any customer) or already has an open invitation here is
 * refused: a membership is one per person and manufacturer, and an open invitation is sent again
 * rather than twice.
 */
export async function inviteColleague(
  db: Db,
  member: Member,
  input: InviteInput,
  inviterLanguage: Language,
): Promise<Invitation> {
  const admin = companyAdminOf(member);
  if (!mayGrantRole(admin.rules, input.company_role)) throw forbidden('company.roleAboveYours');
  const { tenantId } = member;
  const { customerId } = admin.rules;
  const language = input.language ?? inviterLanguage;
  const token = newSessionToken();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      if (await repo.isTenantMember(trx, tenantId, input.email)) {
        throw new AppError(409, 'company.alreadyMember');
      }
      const invitationId = await repo.insertInvitation(trx, {
        tenantId,
        customerId,
        email: input.email,
        role: input.company_role,
        seesAllOrders: input.sees_all_orders,
        language,
        tokenHash: hashToken(token),
        days: INVITATION_DAYS,
        invitedBy: member.userId,
      });
      await sendLink(trx, { tenantId, id: invitationId, email: input.email, language }, token);
      await recordAudit(trx, {
        tenantId,
        actorUserId: member.userId,
        action: 'invitation.create',
        entity: 'invitation',
        entityId: invitationId,
        before: null,
        after: {
          email: input.email,
          customer_id: customerId,
          company_role: input.company_role,
          sees_all_orders: input.sees_all_orders,
        },
      });
      return invitationId;
    });
  } catch (error) {
    // An open invitation of the same address at this manufacturer (one index says so, races too).
    if (isUniqueViolation(error)) throw new AppError(409, 'company.alreadyInvited');
    throw error;
  }
  return readInvitation(db, member, customerId, id);
}

/** The open invitation of the administrator's company, locked; else 404 or 409. */
async function lockOpen(trx: Trx, member: Member, customerId: number, id: number) {
  const invitation = await repo.lockInvitation(trx, member.tenantId, customerId, id);
  if (!invitation) throw notFound('company.invitationNotFound');
  if (invitation.status !== 'pending') throw new AppError(409, 'company.invitationClosed');
  return invitation;
}

/** Sends a new link (the earlier one stops working) valid for another INVITATION_DAYS. */
export async function resendInvitation(db: Db, member: Member, id: number): Promise<Invitation> {
  const admin = companyAdminOf(member);
  const { tenantId } = member;
  const { customerId } = admin.rules;
  const token = newSessionToken();
  await db.transaction().execute(async (trx) => {
    const invitation = await lockOpen(trx, member, customerId, id);
    await repo.renewInvitation(trx, tenantId, id, {
      tokenHash: hashToken(token),
      days: INVITATION_DAYS,
      invitedBy: member.userId,
    });
    await sendLink(
      trx,
      { tenantId, id, email: invitation.email, language: invitation.language },
      token,
    );
    await recordAudit(trx, {
      tenantId,
      actorUserId: member.userId,
      action: 'invitation.resend',
      entity: 'invitation',
      entityId: id,
      before: { expires_at: iso(new Date(invitation.expires_at)) },
      after: { email: invitation.email },
    });
  });
  return readInvitation(db, member, customerId, id);
}

/** The link stops working at once; an e-mail not yet sent is not sent (email-handler.ts). */
export async function revokeInvitation(db: Db, member: Member, id: number): Promise<Invitation> {
  const admin = companyAdminOf(member);
  const { tenantId } = member;
  const { customerId } = admin.rules;
  await db.transaction().execute(async (trx) => {
    const invitation = await lockOpen(trx, member, customerId, id);
    await repo.closeInvitation(trx, tenantId, id, { status: 'revoked' });
    await recordAudit(trx, {
      tenantId,
      actorUserId: member.userId,
      action: 'invitation.revoke',
      entity: 'invitation',
      entityId: id,
      before: { status: 'pending', email: invitation.email },
      after: { status: 'revoked' },
    });
  });
  return readInvitation(db, member, customerId, id);
}
