import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { CreateOrderInput } from '@portal/contract';

/**
 * What an Idempotency-Key is bound to: SHA-256 (hex) of the validated order request written as
 * JSON with its keys sorted, so two bodies differing only in key order, or in what validation
 * normalises (unknown fields dropped, defaults filled in), are the same request.
 */
export function requestFingerprint(input: CreateOrderInput): string {
  return createHash('sha256')
    .update(stringify(input) ?? '')
    .digest('hex');
}
