import type { Db } from '../../db/schema.ts';
import { hashToken, newSessionToken } from './session-tokens.ts';
import { insertSession, type SessionLifetime } from './session.repository.ts';

/** Opens a session of a user in a tenant and returns its token, which is never stored. */
export async function startSession(
  db: Db,
  userId: number,
  tenantId: number,
  lifetime: SessionLifetime,
): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, { tokenHash: hashToken(token), userId, tenantId }, lifetime);
  return token;
}
