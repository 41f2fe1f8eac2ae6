import type { CompanyRole, MessageKey } from '@portal/contract';
import type { MembershipRole, MembershipStatus } from '../../db/schema.ts';

/** One membership of the signing-in user, in an active tenant. */
export interface LoginMembership {
  tenantId: number;
  code: string;
  name: string;
  logo: string | null;
  status: MembershipStatus;
  role: MembershipRole;
  repCode: string | null;
  companyRole: CompanyRole;
  seesAllOrders: boolean;
  seesInvoices: boolean;
}

export type LoginOutcome =
  | { ok: true; tenants: LoginMembership[] }
  | { ok: false; messageKey: MessageKey };

const REFUSAL_KEYS: Record<Exclude<MembershipStatus, 'approved'>, MessageKey> = {
  pending: 'auth.pendingApproval',
  rejected: 'auth.rejected',
  disabled: 'auth.disabled',
};

// With no approved membership anywhere, the most hopeful status is the one worth telling.
const REFUSAL_ORDER = ['pending', 'rejected', 'disabled'] as const;

/**
 * Which tenants a user with a correct password may enter, the requested one first; or why not.
 * A requested tenant without an approved membership refuses the login rather than silently
 * opening another tenant's session.
 */
export function decideLogin(memberships: LoginMembership[], requestedCode?: string): LoginOutcome {
  const approved = memberships
    .filter((m) => m.status === 'approved')
    .sort((a, b) => a.code.localeCompare(b.code));

  if (requestedCode) {
    const requested = memberships.find((m) => m.code === requestedCode.toUpperCase());
    if (!requested) return { ok: false, messageKey: 'errors.forbidden' };
    if (requested.status !== 'approved') {
      return { ok: false, messageKey: REFUSAL_KEYS[requested.status] };
    }
    return { ok: true, tenants: [requested, ...approved.filter((m) => m !== requested)] };
  }

  if (approved.length > 0) return { ok: true, tenants: approved };
  const status = REFUSAL_ORDER.find((s) => memberships.some((m) => m.status === s));
  return { ok: false, messageKey: status ? REFUSAL_KEYS[status] : 'errors.forbidden' };
}
