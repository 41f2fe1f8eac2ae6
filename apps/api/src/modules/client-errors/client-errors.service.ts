import type { ClientErrorReport } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { bearerToken, hashToken } from '../auth/session-tokens.ts';
import { findLiveSession } from '../auth/session.repository.ts';
import { findTenantCode, insertClientError } from './client-errors.repository.ts';

const USER_AGENT_MAX = 500;

/**
 * Who reported an error, when a live session says so. The report comes from the fallback screen,
 * often right after a session broke, so a missing or dead token is no reason to refuse it.
 */
async function reporter(db: Db, authorization: string | undefined, idleMinutes: number) {
  const token = bearerToken(authorization);
  if (!token) return { userId: null, tenantCode: null };
  const session = await findLiveSession(db, hashToken(token), null, idleMinutes);
  if (!session) return { userId: null, tenantCode: null };
  return { userId: session.userId, tenantCode: await findTenantCode(db, session.sessionTenantId) };
}

export async function recordClientError(
  db: Db,
  report: ClientErrorReport,
  request: {
    authorization: string | undefined;
    userAgent: string | undefined;
    idleMinutes: number;
  },
): Promise<void> {
  const { userId, tenantCode } = await reporter(db, request.authorization, request.idleMinutes);
  await insertClientError(db, {
    tenantCode,
    userId,
    message: report.error.message,
    stack: report.error.stack ?? null,
    componentStack: report.errorInfo?.componentStack ?? null,
    url: report.url ?? null,
    userAgent: request.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
}
