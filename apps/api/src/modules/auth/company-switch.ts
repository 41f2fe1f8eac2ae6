import { maySeeInvoices, type LoginResponse } from '@portal/contract';
import { forbidden, unauthenticated } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { SWITCH_PER_ACCOUNT } from './auth-limits.ts';
import type { AuthContext } from './auth-context.ts';
import { listMemberships } from './auth.repository.ts';
import { decideLogin, type LoginMembership } from './login-outcome.ts';
import { hashToken, newSessionToken } from './session-tokens.ts';
import {
  endSessionForSuccessor,
  insertSession,
  type SessionContext,
} from './session.repository.ts';

/** What a login answers, for the memberships it opens, the first one being the session's. */
export function loginAnswer(
  token: string,
  tenants: [LoginMembership, ...LoginMembership[]],
  user: { firstName: string; lastName: string; email: string },
): LoginResponse {
  const [first] = tenants;
  return {
    token,
    tenants: tenants.map((t) => ({ code: t.code, name: t.name, logo: t.logo })),
    user: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      rep_code: first.repCode,
      role: first.role,
      company_role: first.role === 'admin' ? null : first.companyRole,
      sees_all_orders: first.seesAllOrders,
      sees_invoices:
        first.role !== 'admin' &&
        maySeeInvoices({ role: first.companyRole, active: true, seesInvoices: first.seesInvoices }),
    },
  };
}

/**
 * Moves a live session to another company of its account without the password (decision 014):
 * the same membership rules as a sign-in naming that company (decideLogin), and the session's
 * own membership must still be approved. The old session ends; the new one keeps its absolute
 * expiry. Both companies' audit logs say so, neither naming the other (decision 010).
 */
export async function switchCompany(
  ctx: AuthContext,
  session: SessionContext,
  targetCode: string,
): Promise<LoginResponse> {
  await ctx.limiter.enforce(SWITCH_PER_ACCOUNT, String(session.userId));
  const memberships = await listMemberships(ctx.db, session.userId);
  const current = memberships.find((m) => m.tenantId === session.sessionTenantId);
  if (current?.status !== 'approved') throw forbidden();
  const outcome = decideLogin(memberships, targetCode);
  if (!outcome.ok) throw forbidden(outcome.messageKey);
  const [target, ...others] = outcome.tenants;
  if (!target) throw forbidden();

  const token = newSessionToken();
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await endSessionForSuccessor(trx, session.tokenHash);
    if (ended?.userId !== session.userId) throw unauthenticated();
    await insertSession(
      trx,
      {
        tokenHash: hashToken(token),
        userId: session.userId,
        tenantId: target.tenantId,
        expiresAt: ended.expiresAt,
      },
      ctx.lifetime,
    );
    const audit = { actorUserId: session.userId, entity: 'user', entityId: session.userId };
    await recordAudit(trx, {
      ...audit,
      tenantId: current.tenantId,
      action: 'user.company_switch_out',
      before: null,
      after: null,
    });
    await recordAudit(trx, {
      ...audit,
      tenantId: target.tenantId,
      action: 'user.company_switch_in',
      before: null,
      after: null,
    });
  });
  await ctx.invalidations.publish({ kind: 'session-ended', tokenHash: session.tokenHash });
  return loginAnswer(token, [target, ...others], session);
}
