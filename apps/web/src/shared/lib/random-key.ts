/**
 * A random Idempotency-Key (32 hex digits), for any write a double click or a retry must not
 * repeat (decision 021). getRandomValues works on plain-http intranet hosts too, where randomUUID
 * does not.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
