import type { z } from 'zod';
import type {
  AdminCategory,
  AdminCategoryList,
  createCategoryRequest,
  updateCategoryRequest,
} from '@portal/contract';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { pick } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import { wouldCreateCycle } from './category-move.ts';
import * as repo from './categories.repository.ts';

type CreateInput = z.output<typeof createCategoryRequest>;
type UpdateInput = z.output<typeof updateCategoryRequest>;

const toCategory = (row: repo.CategoryRow): AdminCategory => ({
  id: row.id,
  parent_id: row.parent_id,
  name: row.name,
  name_es: row.name_es,
  name_fr: row.name_fr,
  sort_order: row.sort_order,
  child_count: row.child_count ?? 0,
  product_count: row.product_count ?? 0,
});

const auditFields = (category: AdminCategory) =>
  pick(category, ['name', 'name_es', 'name_fr', 'parent_id', 'sort_order']);

async function load(db: Db, admin: Member, id: number): Promise<AdminCategory> {
  const row = await repo.findCategory(db, admin.tenantId, id);
  if (!row) throw notFound('admin.categories.notFound');
  return toCategory(row);
}

export async function listCategories(db: Db, admin: Member): Promise<AdminCategoryList> {
  return { data: (await repo.listCategories(db, admin.tenantId)).map(toCategory) };
}

export function createCategory(db: Db, admin: Member, input: CreateInput): Promise<AdminCategory> {
  return db.transaction().execute(async (trx) => {
    await repo.lockTree(trx, admin.tenantId);
    const parents = await repo.parentMap(trx, admin.tenantId);
    if (input.parent_id !== null && !parents.has(input.parent_id)) {
      throw fieldError('parent_id', 'admin.categories.parentNotFound');
    }
    const id = await repo.insertCategory(trx, admin.tenantId, input);
    const after = await load(trx, admin, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'category.create',
      entity: 'category',
      entityId: id,
      before: null,
      after: auditFields(after),
    });
    return after;
  });
}

/** Rename, reorder or move; a move under itself or one of its descendants is refused. */
export function updateCategory(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateInput,
): Promise<AdminCategory> {
  return db.transaction().execute(async (trx) => {
    await repo.lockTree(trx, admin.tenantId);
    const before = await load(trx, admin, id);
    if (input.parent_id !== undefined && input.parent_id !== null) {
      const parents = await repo.parentMap(trx, admin.tenantId);
      if (!parents.has(input.parent_id)) {
        throw fieldError('parent_id', 'admin.categories.parentNotFound');
      }
      if (wouldCreateCycle(parents, id, input.parent_id)) {
        throw fieldError('parent_id', 'admin.categories.cycle');
      }
    }
    await repo.updateCategory(trx, admin.tenantId, id, input);
    const after = await load(trx, admin, id);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: auditFields(before),
      after: auditFields(after),
    });
    return after;
  });
}

/** Only an empty category goes: products are never unfiled and children never orphaned. */
export function deleteCategory(db: Db, admin: Member, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await repo.lockTree(trx, admin.tenantId);
    const before = await load(trx, admin, id);
    if (before.child_count > 0) throw new AppError(422, 'admin.categories.hasChildren');
    if (before.product_count > 0 || !(await repo.deleteEmptyCategory(trx, admin.tenantId, id))) {
      throw new AppError(422, 'admin.categories.hasProducts');
    }
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: auditFields(before),
      after: null,
    });
  });
}
