import type { z } from 'zod';
import type { ResetLinkInfo, resetPasswordRequest } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import { listAccountTenantIds, updatePasswordHash } from '../../auth/auth.repository.ts';
import { applyPasswordChangeEffects } from '../../auth/password-change-effects.ts';
import { hashPassword } from '../../auth/password-hashing.ts';
import type { InvalidationPublisher } from '../../../lib/invalidation-bus/invalidation-bus.ts';
import { hashToken } from '../../auth/session-tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../common/admin-common.ts';
import { findByTokenHash, setStatus } from './password-resets.repository.ts';
import { isResetTokenShaped, resetLinkRefusal } from './reset-link-state.ts';

type ResetPasswordInput = z.output<typeof resetPasswordRequest>;

/**
 * The request behind a usable link, else the 404 or 410 that says why not. A link its
 * administrator saw stops working once the account belongs to another company too: that
 * administrator must not set a password that opens the other company's portal (decision 010).
 */
async function usableRequest(db: Db, token: string, lock: boolean) {
  const request = isResetTokenShaped(token)
    ? await findByTokenHash(db, hashToken(token), lock)
    : undefined;
  const refusal = resetLinkRefusal(request);
  if (refusal || !request) {
    throw new AppError(refusal?.status ?? 404, refusal?.key ?? 'admin.resetLinkUnknown');
  }
  if (request.link_shown) {
    const tenantIds = await listAccountTenantIds(db, request.user_id);
    if (tenantIds.some((tenantId) => tenantId !== request.tenant_id)) {
      throw new AppError(410, 'admin.resetLinkAccountShared');
    }
  }
  return request;
}

/** What the reset page shows before the user types: whose password this link resets. */
export async function describeResetLink(db: Db, token: string): Promise<ResetLinkInfo> {
  const request = await usableRequest(db, token, false);
  return { email: request.email };
}

/**
 * Sets the new password, spends the link, signs the user out at every company and writes the
 * reset to every company's audit log, in one transaction: two submissions of one link cannot
 * both succeed (the row is locked and its status checked again).
 */
export async function resetPassword(
  db: Db,
  invalidations: InvalidationPublisher,
  input: ResetPasswordInput,
): Promise<void> {
  // Checked before hashing too, so that a bad link costs no argon2 work.
  await usableRequest(db, input.token, false);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const request = await usableRequest(trx, input.token, true);
    await updatePasswordHash(trx, request.user_id, passwordHash);
    await setStatus(trx, request.tenant_id, request.id, 'completed');
    await applyPasswordChangeEffects(trx, {
      userId: request.user_id,
      via: 'reset_link',
      auditedByCallerTenantId: request.tenant_id,
    });
    await recordAudit(trx, {
      tenantId: request.tenant_id,
      actorUserId: request.user_id,
      action: 'password_reset.complete',
      entity: 'password_reset',
      entityId: request.id,
      before: { status: 'link_issued' },
      after: { status: 'completed' },
    });
    return request.user_id;
  });
  await invalidations.publish({ kind: 'user-changed', userId });
}
