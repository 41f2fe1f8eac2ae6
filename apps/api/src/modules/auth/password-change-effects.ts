import type { Db } from '../../db/schema.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { listAccountTenantIds } from './auth.repository.ts';
import { revokeUserSessions } from './session.repository.ts';

export interface PasswordChange {
  userId: number;
  /** A reset link (issued by one company's administrator) or the signed-in user. */
  via: 'reset_link' | 'signed_in';
  /** The session that made a signed-in change: it stays, every other one ends. */
  keepTokenHash?: string;
  /** The company whose own audit row the caller writes (the reset request's). */
  auditedByCallerTenantId?: number;
}

/**
 * What a new password does besides its hash, in the transaction that stores it: the account is
 * global, so its sessions end at every company and every company it belongs to finds the change
 * in its audit log (DESIGN.md "Shared accounts", decision 010).
 */
export async function applyPasswordChangeEffects(trx: Db, change: PasswordChange): Promise<void> {
  await revokeUserSessions(trx, change.userId, change.keepTokenHash);
  const tenantIds = await listAccountTenantIds(trx, change.userId);
  for (const tenantId of tenantIds) {
    if (tenantId === change.auditedByCallerTenantId) continue;
    await recordAudit(trx, {
      tenantId,
      actorUserId: change.userId,
      action: change.via === 'reset_link' ? 'user.password_reset' : 'user.password_change',
      entity: 'user',
      entityId: change.userId,
      before: null,
      after: { via: change.via, sessions_ended: change.keepTokenHash ? 'others' : 'all' },
    });
  }
}
