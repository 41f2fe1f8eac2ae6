import type { z } from 'zod';
import type { AdminUom, AdminUomList, createUomRequest, updateUomRequest } from '@portal/contract';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isUniqueViolation, pick } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import * as repo from './uoms.repository.ts';

type CreateInput = z.output<typeof createUomRequest>;
type UpdateInput = z.output<typeof updateUomRequest>;

const toUom = (row: repo.UomRow): AdminUom => ({
  id: row.id,
  code: row.code,
  description: row.description,
  product_count: row.product_count ?? 0,
});

const auditFields = (uom: AdminUom) => pick(uom, ['code', 'description']);

async function guardCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, repo.UOM_CODE_KEY))
      throw fieldError('code', 'admin.uoms.codeTaken');
    throw error;
  }
}

export async function listUoms(db: Db, admin: Member): Promise<AdminUomList> {
  return { data: (await repo.listUoms(db, admin.tenantId)).map(toUom) };
}

export function createUom(db: Db, admin: Member, input: CreateInput): Promise<AdminUom> {
  return guardCode(() =>
    db.transaction().execute(async (trx) => {
      const id = await repo.insertUom(trx, admin.tenantId, input);
      const after = toUom((await repo.findUom(trx, admin.tenantId, id))!);
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'uom.create',
        entity: 'uom',
        entityId: id,
        before: null,
        after: auditFields(after),
      });
      return after;
    }),
  );
}

/** Renaming a code is safe for past orders: their lines keep the code they were placed with. */
export function updateUom(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateInput,
): Promise<AdminUom> {
  return guardCode(() =>
    db.transaction().execute(async (trx) => {
      const row = await repo.findUom(trx, admin.tenantId, id);
      if (!row) throw notFound('admin.uoms.notFound');
      const before = toUom(row);
      await repo.updateUom(trx, admin.tenantId, id, input);
      const after = toUom((await repo.findUom(trx, admin.tenantId, id))!);
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'uom.update',
        entity: 'uom',
        entityId: id,
        before: auditFields(before),
        after: auditFields(after),
      });
      return after;
    }),
  );
}
