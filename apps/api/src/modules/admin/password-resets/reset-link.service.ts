import type { z } from 'zod';
import type { ResetLinkInfo, resetPasswordRequest } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import { updatePasswordHash } from '../../auth/auth.repository.ts';
import { hashPassword } from '../../auth/password-hashing.ts';
import { announceSessionChange } from '../../auth/session-changes.ts';
import { revokeUserSessions } from '../../auth/session.repository.ts';
import { hashToken } from '../../auth/session-tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../common/admin-common.ts';
import { findByTokenHash, setStatus } from './password-resets.repository.ts';
import { isResetTokenShaped, resetLinkRefusal } from './reset-link-state.ts';

type ResetPasswordInput = z.output<typeof resetPasswordRequest>;

/** The request behind a usable link, else the 404 or 410 that says why not. */
async function usableRequest(db: Db, token: string, lock: boolean) {
  const request = isResetTokenShaped(token)
    ? await findByTokenHash(db, hashToken(token), lock)
    : undefined;
  const refusal = resetLinkRefusal(request);
  if (refusal || !request) {
    throw new AppError(refusal?.status ?? 404, refusal?.key ?? 'admin.resetLinkUnknown');
  }
  return request;
}

/** What the reset page shows before the user types: whose password this link resets. */
export async function describeResetLink(db: Db, token: string): Promise<ResetLinkInfo> {
  const request = await usableRequest(db, token, false);
  return { email: request.email };
}

/**
 * Sets the new password, spends the link and signs the user out everywhere, in one
 * transaction: two submissions of one link cannot both succeed (the row is locked and its
 * status checked again).
 */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<void> {
  // Checked before hashing too, so that a bad link costs no argon2 work.
  await usableRequest(db, input.token, false);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const request = await usableRequest(trx, input.token, true);
    await updatePasswordHash(trx, request.user_id, passwordHash);
    await setStatus(trx, request.tenant_id, request.id, 'completed');
    await revokeUserSessions(trx, request.user_id);
    await recordAudit(trx, {
      tenantId: request.tenant_id,
      actorUserId: request.user_id,
      action: 'password_reset.complete',
      entity: 'password_reset',
      entityId: request.id,
      before: { status: 'link_issued' },
      after: { status: 'completed' },
    });
  });
  announceSessionChange();
}
