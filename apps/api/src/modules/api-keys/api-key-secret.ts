import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key is `opk_<prefix>_<secret>`: `opk_` says what it is (secret scanners and people
 * recognise it), the prefix (12 random characters, stored as is and shown in the console) finds
 * its row, and the secret is 256 random bits of which only a SHA-256 is stored. A fast hash is
 * right for a random 256-bit secret: no dictionary or brute force can reverse it, whereas a
 * password hash (argon2, bcrypt) would add tens of milliseconds to every API call.
 */
const KEY_PATTERN = /^opk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  key: string;
  prefix: string;
  secretHash: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomPrefix(): string {
  // 62 is not a power of two: bytes of 248 and above are drawn again so that each is as likely.
  let prefix = '';
  while (prefix.length < 12) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && prefix.length < 12) prefix += ALPHANUMERIC[byte % 62];
    }
  }
  return prefix;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newApiKey(): NewApiKey {
  const prefix = randomPrefix();
  const secret = randomBytes(32).toString('base64url');
  return { key: `opk_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

/** The prefix and secret of an `Authorization: Bearer opk_…` header; null for anything else. */
export function parseApiKey(header: string | undefined): { prefix: string; secret: string } | null {
  const match = header?.startsWith('Bearer ') ? KEY_PATTERN.exec(header.slice(7)) : null;
  return match ? { prefix: match[1]!, secret: match[2]! } : null;
}

/** Whether `secret` is the one whose hash is stored, in a time that does not depend on where they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
