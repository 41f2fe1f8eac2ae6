import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token: 256 random bits. Only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token from `Authorization: Bearer <token>`; anything else counts as none. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1] ?? null;
}
