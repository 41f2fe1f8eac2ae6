import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the table keeps of a key: its SHA-256, never the key itself. */
export const keyHash = (key: string) => sha256(key);

/**
 * What a key is bound to: SHA-256 of the route, its parameters (the company code aside: the
 * key's company is its scope) and the validated body, as JSON with sorted keys, so that two
 * bodies differing only in key order, or in what validation normalises, are the same request.
 * Fields named in `omit` (a password) never enter this fast hash.
 */
export function requestFingerprint(
  route: string,
  params: unknown,
  body: unknown,
  omit: readonly string[] = [],
): string {
  const { code: _code, ...rest } = (params ?? {}) as Record<string, unknown>;
  const kept =
    body && typeof body === 'object' && omit.length > 0
      ? Object.fromEntries(Object.entries(body).filter(([name]) => !omit.includes(name)))
      : body;
  return sha256(stringify({ route, params: rest, body: kept }) ?? '');
}

/**
 * The key the answer is encrypted with, derived from the Idempotency-Key (which the server does
 * not keep) and its owner: the table alone does not show an answer, and an answer showing a
 * secret once (an API key, a webhook's signing secret) is readable only by whoever holds the
 * Idempotency-Key, for as long as the row lives.
 */
export function answerKey(key: string, tenantId: number, caller: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', key, 'portal idempotency answer', `${tenantId} ${caller}`, 32),
  );
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: base64 of IV, tag, then the encrypted text. */
export function sealAnswer(secret: Buffer, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function openAnswer(secret: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
  return text.toString('utf8');
}
