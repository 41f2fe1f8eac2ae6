import type { FastifyBaseLogger } from 'fastify';
import {
  RESET_LINK_HOURS,
  translate,
  type IssueResetLinkResponse,
  type Language,
  type PasswordResetList,
  type PasswordResetRequestItem,
  type PasswordResetStatus,
} from '@portal/contract';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { Mailer } from '../../../lib/mailer/mailer.ts';
import type { PortalAddress } from '../../../lib/portal-url.ts';
import type { Member } from '../../../core/callers.ts';
import { listAccountTenantIds } from '../../auth/auth.repository.ts';
import { hashToken, newSessionToken } from '../../auth/session-tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminPage, fullName, iso, isoOrNull, pageOf } from '../common/admin-common.ts';
import type { Db, Trx } from '../../../db/schema.ts';
import * as repo from './password-resets.repository.ts';

type RequestRow = Awaited<ReturnType<typeof repo.listRequests>>['rows'][number];

function toItem(row: RequestRow): PasswordResetRequestItem {
  return {
    id: row.id,
    status: row.status,
    user: { id: row.user_id, email: row.email, name: fullName(row.first_name, row.last_name) },
    created_at: iso(row.created_at),
    token_expires_at: isoOrNull(row.token_expires_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

export async function listResetRequests(
  db: Db,
  admin: Member,
  query: { status?: PasswordResetStatus | undefined; page: number },
): Promise<PasswordResetList> {
  const { rows, total } = await repo.listRequests(db, admin.tenantId, {
    status: query.status,
    ...adminPage(query.page),
  });
  return pageOf(rows.map(toItem), total, query.page);
}

/** A request still waiting for the administrator (open, or with a link not yet used). */
async function lockLiveRequest(trx: Trx, admin: Member, id: number) {
  const current = await repo.lockRequest(trx, admin.tenantId, id);
  if (!current) throw notFound('admin.resetRequestNotFound');
  if (current.status === 'completed' || current.status === 'dismissed') {
    throw new AppError(409, 'admin.resetRequestClosed');
  }
  return current;
}

async function readRequest(db: Db, admin: Member, id: number) {
  const row = await repo.findRequest(db, admin.tenantId, id);
  if (!row) throw notFound('admin.resetRequestNotFound');
  return row;
}

export interface LinkDelivery {
  mailer: Mailer;
  /** The base of the link, shown or e-mailed, and the e-mail's sender: never from the request. */
  portal: PortalAddress;
  /** The language of the e-mail. */
  language: Language;
  log: FastifyBaseLogger;
}

/**
 * Issues a one-time link (a new one replaces any earlier one) and e-mails it to the user. Only
 * the token's hash is stored. The administrator is shown the link too, to pass on by hand, but
 * only when the account belongs to this company alone: a password is global, so another
 * company's account is not this administrator's to open (decision 010). A failed e-mail does
 * not undo the link; the administrator then has it, or issues a new one later.
 */
export async function issueResetLink(
  db: Db,
  admin: Member,
  id: number,
  delivery: LinkDelivery,
): Promise<IssueResetLinkResponse['data']> {
  const token = newSessionToken();
  const { row, shown } = await db.transaction().execute(async (trx) => {
    const before = await lockLiveRequest(trx, admin, id);
    const request = await readRequest(trx, admin, id);
    const tenantIds = await listAccountTenantIds(trx, request.user_id);
    const shown = tenantIds.every((tenantId) => tenantId === admin.tenantId);
    await repo.storeLink(trx, admin.tenantId, id, {
      tokenHash: hashToken(token),
      hours: RESET_LINK_HOURS,
      shown,
    });
    const after = await readRequest(trx, admin, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'password_reset.issue_link',
      entity: 'password_reset',
      entityId: id,
      before: { status: before.status, expires_at: isoOrNull(before.token_expires_at) },
      after: {
        status: after.status,
        expires_at: isoOrNull(after.token_expires_at),
        delivery: shown ? 'shown_and_emailed' : 'emailed_only',
      },
    });
    return { row: after, shown };
  });

  const link = `${delivery.portal.baseUrl}/reset-password/${token}`;
  const emailed = await emailLink(row, link, delivery);
  return { ...toItem(row), link: shown ? link : null, emailed };
}

async function emailLink(
  row: repo.ResetRequestRow,
  link: string,
  { mailer, portal, language, log }: LinkDelivery,
): Promise<boolean> {
  const params = { name: fullName(row.first_name, row.last_name), company: row.tenant_name, link };
  try {
    const receipt = await mailer.send({
      from: { name: row.tenant_name, address: portal.mailFrom },
      to: row.email,
      subject: translate(language, 'admin.resetEmailSubject', params),
      text: translate(language, 'admin.resetEmailBody', params),
    });
    log.info({ resetRequestId: row.id, via: receipt.via }, 'password reset link e-mailed');
    return true;
  } catch (error) {
    log.error({ err: error, resetRequestId: row.id }, 'password reset e-mail failed');
    return false;
  }
}

export async function dismissResetRequest(
  db: Db,
  admin: Member,
  id: number,
): Promise<PasswordResetRequestItem> {
  return db.transaction().execute(async (trx) => {
    const before = await lockLiveRequest(trx, admin, id);
    await repo.setStatus(trx, admin.tenantId, id, 'dismissed');
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'password_reset.dismiss',
      entity: 'password_reset',
      entityId: id,
      before: { status: before.status },
      after: { status: 'dismissed' },
    });
    return toItem(await readRequest(trx, admin, id));
  });
}
