import type { z } from 'zod';
import type { ResetLinkInfo, resetPasswordRequest } from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import type { InvalidationPublisher } from '../../lib/invalidation-bus/invalidation-bus.ts';
import type { Db } from '../../db/schema.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { listAccountTenantIds, updatePasswordHash } from './auth.repository.ts';
import { applyPasswordChangeEffects } from './password-change-effects.ts';
import { hashPassword } from './password-hashing.ts';
import { completeResetLink, findResetLink, lockResetLink } from './reset-link.repository.ts';
import { isResetTokenShaped, resetLinkRefusal } from './reset-link-state.ts';
import { hashToken } from './session-tokens.ts';

type ResetPasswordInput = z.output<typeof resetPasswordRequest>;

/**
 * The request behind a usable link, else the 404 or 410 that says why not. A link its
 * administrator saw stops working once the account belongs to another company too: that
 * administrator must not set a password that opens the other company's portal (decision 010).
 */
async function usableRequest(
  db: Db,
  token: string,
  read: (tokenHash: string) => ReturnType<typeof findResetLink> = (tokenHash) =>
    findResetLink(db, tokenHash),
) {
  const request = isResetTokenShaped(token) ? await read(hashToken(token)) : undefined;
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
  const request = await usableRequest(db, token);
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
  await usableRequest(db, input.token);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const request = await usableRequest(trx, input.token, (tokenHash) =>
      lockResetLink(trx, tokenHash),
    );
    await updatePasswordHash(trx, request.user_id, passwordHash);
    await completeResetLink(trx, request.tenant_id, request.id);
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
