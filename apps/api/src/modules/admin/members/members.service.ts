import type { z } from 'zod';
import type { AdminMember, MemberList, MemberStatus, updateMemberRequest } from '@portal/contract';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import type { InvalidationPublisher } from '../../../lib/invalidation-bus/invalidation-bus.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  adminPage,
  changedKeys,
  fullName,
  iso,
  isoOrNull,
  pageOf,
  pick,
} from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import { consoleCustomer } from '../../../readers/customer-reader.ts';
import * as repo from './members.repository.ts';

type UpdateMemberInput = z.output<typeof updateMemberRequest>;

function toMember(row: repo.MemberRow): AdminMember {
  return {
    user_id: row.user_id,
    name: fullName(row.first_name, row.last_name),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    rep_code: row.rep_code,
    customer:
      row.customer_id === null
        ? null
        : { id: row.customer_id, code: row.customer_code ?? '', name: row.customer_name ?? '' },
    company_role: row.company_role,
    sees_all_orders: row.sees_all_orders,
    sees_invoices: row.sees_invoices,
    created_at: iso(row.created_at),
    decided_at: isoOrNull(row.decided_at),
  };
}

export async function listMembers(
  db: Db,
  admin: Member,
  query: { status?: MemberStatus | undefined; search: string; page: number },
): Promise<MemberList> {
  const { rows, total } = await repo.listMembers(db, admin.tenantId, {
    status: query.status,
    search: query.search,
    ...adminPage(query.page),
  });
  return pageOf(rows.map(toMember), total, query.page);
}

/** Enabling and disabling is for decided accounts; registrations are decided on their own. */
const TOGGLEABLE: readonly MemberStatus[] = ['approved', 'disabled'];

/**
 * Changes a member's status, rep code, customer, company role or whether they see all their
 * company's orders. Disabling ends the sessions they hold for this tenant at once; an
 * administrator cannot lock themself out. The manufacturer's staff may give any company role
 * (issue 29 point 1); a customer's administrator will go through company-roles' rules instead.
 */
export async function updateMember(
  db: Db,
  invalidations: InvalidationPublisher,
  admin: Member,
  userId: number,
  input: UpdateMemberInput,
): Promise<AdminMember> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockMembership(trx, admin.tenantId, userId);
    if (!before) throw notFound('admin.memberNotFound');
    const changed = changedKeys(before, {
      status: input.status,
      rep_code: input.rep_code,
      customer_id: input.customer_id,
      company_role: input.company_role,
      sees_all_orders: input.sees_all_orders,
      sees_invoices: input.sees_invoices,
    });
    if (changed.length === 0) return;

    if (changed.includes('status')) {
      if (userId === admin.userId) throw fieldError('status', 'admin.cannotDisableSelf');
      if (!TOGGLEABLE.includes(before.status)) throw new AppError(409, 'admin.memberNotActive');
    }
    if (changed.includes('customer_id') && input.customer_id) {
      const customer = await consoleCustomer(trx, admin.tenantId, input.customer_id);
      if (!customer) throw fieldError('customer_id', 'admin.customerNotFound');
    }

    const after = { ...before, ...pick(input, changed) };
    await repo.updateMembership(trx, admin.tenantId, userId, {
      ...pick(after, changed),
      ...(changed.includes('status') ? { decided_at: new Date() } : {}),
    });
    if (after.status === 'disabled' && before.status !== 'disabled') {
      await repo.revokeTenantSessions(trx, admin.tenantId, userId);
    }
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'member.update',
      entity: 'membership',
      entityId: userId,
      before: pick(before, changed),
      after: pick(after, changed),
    });
  });
  // Role, status, customer, rep code, company role and sees-all are part of every session check
  // of this member: their kept checks go, on every instance.
  await invalidations.publish({ kind: 'user-changed', userId });
  const row = await repo.findMember(db, admin.tenantId, userId);
  if (!row) throw notFound('admin.memberNotFound');
  return toMember(row);
}
