import type { z } from 'zod';
import type {
  AdminPriceList,
  AdminPriceListList,
  createPriceListRequest,
  updatePriceListRequest,
} from '@portal/contract';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  adminPage,
  changedKeys,
  iso,
  isUniqueViolation,
  pageOf,
  pick,
} from '../common/admin-common.ts';
import type { Db, Trx } from '../../../db/schema.ts';
import { lockPriceList } from '../../pricing/price-list-lock.ts';
import * as repo from './price-lists.repository.ts';

type CreateInput = z.output<typeof createPriceListRequest>;
type UpdateInput = z.output<typeof updatePriceListRequest>;

const LIST_FIELDS = ['name', 'valid_from', 'valid_to'] as const;

const toPriceList = (row: repo.PriceListRow): AdminPriceList => ({
  id: row.id,
  name: row.name,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  product_count: row.product_count,
  customer_count: row.customer_count,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Runs a write that may hit the unique list name, answering a taken name on its field. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, repo.PRICE_LIST_NAME_KEY)) {
      throw fieldError('name', 'admin.priceLists.nameTaken');
    }
    throw error;
  }
}

/** A list of the tenant, or 404: what every route naming a list starts with. */
export async function findPriceListOr404(db: Db, tenantId: number, id: number) {
  const row = await repo.findPriceList(db, tenantId, id);
  if (!row) throw notFound('admin.priceLists.notFound');
  return row;
}

/** Locks a list of the tenant for the rest of the transaction, or 404. */
export async function lockPriceListOr404(trx: Trx, tenantId: number, id: number): Promise<void> {
  if (!(await lockPriceList(trx, tenantId, id))) throw notFound('admin.priceLists.notFound');
}

export async function listPriceLists(
  db: Db,
  admin: Member,
  query: { search: string; page: number },
): Promise<AdminPriceListList> {
  const { rows, total } = await repo.listPriceLists(db, admin.tenantId, {
    search: query.search,
    ...adminPage(query.page),
  });
  return pageOf(rows.map(toPriceList), total, query.page);
}

export async function priceListDetail(db: Db, admin: Member, id: number): Promise<AdminPriceList> {
  return toPriceList(await findPriceListOr404(db, admin.tenantId, id));
}

export function createPriceList(
  db: Db,
  admin: Member,
  input: CreateInput,
): Promise<AdminPriceList> {
  return guardName(() =>
    db.transaction().execute(async (trx) => {
      const id = await repo.insertPriceList(trx, admin.tenantId, input);
      const after = await findPriceListOr404(trx, admin.tenantId, id);
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'price_list.create',
        entity: 'price_list',
        entityId: id,
        before: null,
        after: pick(after, LIST_FIELDS),
      });
      return toPriceList(after);
    }),
  );
}

/**
 * Renames a list or changes its dates. A date sent alone is checked against the stored other
 * one: the request's own check sees only what was sent.
 */
export function updatePriceList(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateInput,
): Promise<AdminPriceList> {
  return guardName(() =>
    db.transaction().execute(async (trx) => {
      await lockPriceListOr404(trx, admin.tenantId, id);
      const before = await findPriceListOr404(trx, admin.tenantId, id);
      const validFrom = input.valid_from === undefined ? before.valid_from : input.valid_from;
      const validTo = input.valid_to === undefined ? before.valid_to : input.valid_to;
      if (validFrom !== null && validTo !== null && validTo < validFrom) {
        throw fieldError('valid_to', 'admin.priceLists.endsBeforeStart');
      }
      const changed = changedKeys(pick(before, LIST_FIELDS), input);
      if (changed.length === 0) return toPriceList(before);
      await repo.updatePriceList(trx, admin.tenantId, id, pick(input, changed));
      const after = await findPriceListOr404(trx, admin.tenantId, id);
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'price_list.update',
        entity: 'price_list',
        entityId: id,
        before: pick(before, changed),
        after: pick(after, changed),
      });
      return toPriceList(after);
    }),
  );
}

/** Deletes a list no customer has, and its entries with it; a list in use is refused (409). */
export async function deletePriceList(db: Db, admin: Member, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPriceListOr404(trx, admin.tenantId, id);
    const before = await findPriceListOr404(trx, admin.tenantId, id);
    if (before.customer_count > 0) {
      throw new AppError(409, 'admin.priceLists.inUse', { count: before.customer_count });
    }
    await repo.deletePriceList(trx, admin.tenantId, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'price_list.delete',
      entity: 'price_list',
      entityId: id,
      before: { ...pick(before, LIST_FIELDS), product_count: before.product_count },
      after: null,
    });
  });
}
