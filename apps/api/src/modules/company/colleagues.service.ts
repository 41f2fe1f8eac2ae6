import type { z } from 'zod';
import {
  mayGrantRole,
  mayManageColleague,
  normalShipTo,
  spentNow,
  type Colleague,
  type ColleagueList,
  type CompanyMember,
  type updateColleagueRequest,
} from '@portal/contract';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import type { InvalidationPublisher } from '../../lib/invalidation-bus/invalidation-bus.ts';
import type { Db } from '../../db/schema.ts';
import type { Member } from '../../core/callers.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { changedKeys, fullName, isoOrNull, pick } from '../admin/common/admin-common.ts';
import { revokeTenantSessions } from '../admin/members/members.repository.ts';
import { shippingAddresses } from '../../readers/customer-reader.ts';
import { toShippingAddress } from '../customers/shipping-address.ts';
import { companyAdminOf, type CompanyAdmin } from './company-admin.ts';
import * as repo from './colleagues.repository.ts';

type UpdateColleagueInput = z.output<typeof updateColleagueRequest>;

/** The colleague as the rules read them (a disabled one is still theirs to re-enable). */
const asCompanyMember = (
  customerId: number,
  userId: number,
  row: { company_role: CompanyMember['role']; sees_all_orders: boolean; status: string },
): CompanyMember => ({
  memberId: userId,
  customerId,
  role: row.company_role,
  seesAllOrders: row.sees_all_orders,
  active: row.status === 'approved',
});

function toColleague(admin: CompanyAdmin, row: repo.ColleagueRow): Colleague {
  const colleague = asCompanyMember(admin.rules.customerId, row.user_id, row);
  return {
    user_id: row.user_id,
    name: fullName(row.first_name, row.last_name),
    email: row.email,
    company_role: row.company_role,
    sees_all_orders: row.sees_all_orders,
    status: row.status as Colleague['status'],
    last_sign_in_at: isoOrNull(row.last_sign_in_at ? new Date(row.last_sign_in_at) : null),
    manageable: row.status !== 'pending' && mayManageColleague(admin.rules, colleague),
    ship_to_address_ids: row.ship_to_address_ids,
    spending_limit: spendingLimitOf(row, new Date()),
  };
}

/** The colleague's limit and what their current period spent (spending-limit.ts' spentNow). */
function spendingLimitOf(row: repo.ColleagueRow, now: Date): Colleague['spending_limit'] {
  if (row.spending_limit === null || row.spending_period === null) return null;
  const state = {
    limit: row.spending_limit,
    period: row.spending_period,
    spent: row.spent_in_period,
    spentSince: row.spent_period_start,
  };
  return {
    limit: row.spending_limit,
    period: row.spending_period,
    spent: spentNow(state, now),
    over_limit: row.spending_over_limit,
  };
}

/**
 * The administrator's own company's people, themselves included (marked not manageable), and the
 * company's shipping addresses their ship-to permissions choose from.
 */
export async function listColleagues(db: Db, member: Member): Promise<ColleagueList> {
  const admin = companyAdminOf(member);
  const [rows, addresses] = await Promise.all([
    repo.listColleagues(db, member.tenantId, admin.rules.customerId),
    shippingAddresses(db, member.tenantId, admin.rules.customerId),
  ]);
  return {
    data: rows.map((row) => toColleague(admin, row)),
    addresses: addresses.map(toShippingAddress),
  };
}

/** The restriction asked for, as stored; 422 when it names an address not the company's. */
async function shipToOf(
  db: Db,
  tenantId: number,
  customerId: number,
  wanted: readonly number[] | null,
): Promise<number[] | null> {
  const restriction = normalShipTo(wanted);
  if (restriction === null || restriction.length === 0) return restriction ? [] : null;
  const ours = new Set(
    (await shippingAddresses(db, tenantId, customerId)).map((address) => address.id),
  );
  if (restriction.some((id) => !ours.has(id))) {
    throw fieldError('ship_to_address_ids', 'company.addressNotFound');
  }
  return [...restriction];
}

/**
 * Changes a colleague's company role, whether they see all the company's orders, or disables and
 * re-enables them. Only the administrator's own customer's people (another's answer 404, as if
 * they did not exist), never themselves, never one above them, and never a role above their
 * own (company-roles' rules). Disabling ends the colleague's sessions at this manufacturer at
 * once; every change expires the kept session checks of the colleague on every instance
 * (decision 025), so the next request reads the new role. Audited as the console's member update.
 */
export async function updateColleague(
  db: Db,
  invalidations: InvalidationPublisher,
  member: Member,
  userId: number,
  input: UpdateColleagueInput,
): Promise<Colleague> {
  const admin = companyAdminOf(member);
  const { tenantId } = member;
  const { customerId } = admin.rules;
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockColleague(trx, tenantId, customerId, userId);
    if (!before) throw notFound('company.colleagueNotFound');
    if (!mayManageColleague(admin.rules, asCompanyMember(customerId, userId, before))) {
      throw forbidden('company.cannotManageColleague');
    }
    const { ship_to_address_ids: wantedShipTo, ...fields } = input;
    const shipTo =
      wantedShipTo === undefined
        ? before.ship_to_address_ids
        : await shipToOf(trx, tenantId, customerId, wantedShipTo);
    // A list compares by its ids, not by identity.
    const shipToChanged = JSON.stringify(shipTo) !== JSON.stringify(before.ship_to_address_ids);
    const fieldChanges = changedKeys(before, fields);
    const changed: (keyof typeof before)[] = [
      ...fieldChanges,
      ...(shipToChanged ? (['ship_to_address_ids'] as const) : []),
    ];
    if (changed.length === 0) return;
    if (input.company_role !== undefined && !mayGrantRole(admin.rules, input.company_role)) {
      throw forbidden('company.roleAboveYours');
    }
    // Whether a waiting colleague may order is the manufacturer's decision, not the company's.
    if (before.status === 'pending') throw new AppError(409, 'company.colleagueWaiting');

    const after = {
      ...before,
      ...pick(fields, fieldChanges as (keyof typeof fields)[]),
      ship_to_address_ids: shipTo,
    };
    await repo.updateColleague(trx, tenantId, userId, {
      ...pick(after, changed),
      ...(changed.includes('status') ? { decided_at: new Date() } : {}),
    });
    if (after.status === 'disabled' && before.status !== 'disabled') {
      await revokeTenantSessions(trx, tenantId, userId);
    }
    await recordAudit(trx, {
      tenantId,
      actorUserId: member.userId,
      action: 'member.update',
      entity: 'membership',
      entityId: userId,
      before: pick(before, changed),
      after: pick(after, changed),
    });
  });
  await invalidations.publish({ kind: 'user-changed', userId });
  const row = await repo.findColleague(db, tenantId, customerId, userId);
  if (!row) throw notFound('company.colleagueNotFound');
  return toColleague(admin, row);
}
