import { sql } from 'kysely';
import type { Db } from '../../../db/schema.ts';

/** The unique key of unit codes within a tenant (migration 0001). */
export const UOM_CODE_KEY = 'uoms_tenant_id_code_key';

/** A tenant's units of measure with the number of products selling in each (active units). */
function uomsWithCounts(db: Db, tenantId: number) {
  return db
    .selectFrom('uoms as u')
    .select([
      'u.id',
      'u.code',
      'u.description',
      (eb) =>
        eb
          .selectFrom('product_uoms as pu')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('pu.tenant_id', '=', 'u.tenant_id')
          .whereRef('pu.uom_id', '=', 'u.id')
          .where(sql<boolean>`pu.active`)
          .as('product_count'),
    ])
    .where('u.tenant_id', '=', tenantId);
}

export type UomRow = {
  id: number;
  code: string;
  description: string;
  product_count: number | null;
};

export function listUoms(db: Db, tenantId: number): Promise<UomRow[]> {
  return uomsWithCounts(db, tenantId).orderBy('u.code').execute();
}

export function findUom(db: Db, tenantId: number, id: number): Promise<UomRow | undefined> {
  return uomsWithCounts(db, tenantId).where('u.id', '=', id).executeTakeFirst();
}

export async function insertUom(
  db: Db,
  tenantId: number,
  values: { code: string; description: string },
): Promise<number> {
  const row = await db
    .insertInto('uoms')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUom(
  db: Db,
  tenantId: number,
  id: number,
  values: { code?: string; description?: string },
): Promise<void> {
  await db
    .updateTable('uoms')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
