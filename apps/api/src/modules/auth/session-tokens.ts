// The secrets themselves are made and hashed in lib, where the invitations and the e-mails that
// carry their links read them too without depending on the sessions' module.
export { hashToken, newSessionToken } from '../../lib/secret-tokens.ts';

/** Reads the token from `Authorization: Bearer <token>`; anything else counts as none. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1] ?? null;
}
