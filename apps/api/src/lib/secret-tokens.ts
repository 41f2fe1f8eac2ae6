import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret (a session token, a one-time link's): 256 random bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a secret: all that is ever stored of one. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
