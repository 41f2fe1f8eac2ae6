import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import type { RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { hashSecret, secretMatches } from './api-key-secret.ts';
import { findKeyForRoute } from './api-keys.repository.ts';

/**
 * Failed keys (unknown prefix, wrong secret, revoked) from one client address: past it the
 * address is answered 429 before any lookup, for the rest of the window (decision 022). A
 * system with a key that stopped working fails a few times a minute at most; 20 in 15 minutes
 * leaves it its retries and refuses a guesser's 21st. Keys are random (256 bits): there is
 * nothing to guess, but each wrong key used to cost a lookup, and its answer's time said
 * whether its prefix existed.
 */
export const API_KEY_FAILURES_PER_ADDRESS: RateRule = {
  bucket: 'api-key-failures-address',
  limit: 20,
  windowMs: 15 * 60_000,
};

/**
 * A SHA-256 no secret is known to give (of 256 random bits drawn at start): compared with when
 * no key has the prefix, so that an unknown prefix costs the same hashing and comparison as a
 * known one with a wrong secret.
 */
const NO_KEY_HASH = hashSecret(randomBytes(32).toString('base64url'));

/** A key whose secret matched, and the tenant its route names (null: no such tenant). */
export interface MatchedKey {
  tenant_id: number;
  id: number;
  name: string;
  scopes: string[];
  last_used_at: Date | null;
  route_tenant_id: number | null;
}

/**
 * The live key the caller presented, or null (unknown prefix, wrong secret or revoked), in the
 * same work whichever it is: one lookup that probes the key and the tenant either way, one hash
 * and one constant-time comparison, the revocation checked only after. `matches` is for tests.
 */
export async function findLiveKey(
  db: Db,
  given: { prefix: string; secret: string },
  code: string,
  matches: (secret: string, storedHash: string) => boolean = secretMatches,
): Promise<MatchedKey | null> {
  const row = await findKeyForRoute(db, given.prefix, code);
  const matched = matches(given.secret, row.secret_hash ?? NO_KEY_HASH);
  if (
    !matched ||
    row.revoked_at !== null ||
    row.id === null ||
    row.tenant_id === null ||
    row.name === null ||
    row.scopes === null
  ) {
    return null;
  }
  return {
    tenant_id: row.tenant_id,
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    last_used_at: row.last_used_at,
    route_tenant_id: row.route_tenant_id,
  };
}
