import type { MessageKey, PasswordResetStatus } from '@portal/contract';

/** Why a reset link cannot be used, or null when it can. */
export interface LinkRefusal {
  status: 404 | 410;
  key: MessageKey;
}

/**
 * What a reset link's request says about the link. A completed request means the link was
 * used; a dismissed one was withdrawn by an administrator; past its expiry it is expired. The
 * times come from the database clock, so that every server instance judges alike.
 */
export function resetLinkRefusal(
  request: { status: PasswordResetStatus; token_expires_at: Date | null; now: Date } | undefined,
): LinkRefusal | null {
  if (!request) return { status: 404, key: 'admin.resetLinkUnknown' };
  switch (request.status) {
    case 'completed':
      return { status: 410, key: 'admin.resetLinkUsed' };
    case 'dismissed':
      return { status: 410, key: 'admin.resetLinkRevoked' };
    case 'open':
      // A request holds no usable token until a link is issued.
      return { status: 404, key: 'admin.resetLinkUnknown' };
    case 'link_issued':
      if (!request.token_expires_at || request.token_expires_at <= request.now) {
        return { status: 410, key: 'admin.resetLinkExpired' };
      }
      return null;
  }
}

/** A reset token as issued: 256 bits in base64url. Anything else is unknown without a lookup. */
export const isResetTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
