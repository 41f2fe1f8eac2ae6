import type { z } from 'zod';
import { linkListProblem, type updateProductRequest } from '@portal/contract';
import { fieldError } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import type { Db } from '../../../db/schema.ts';
import { planUnits } from './product-units.ts';
import { consoleProduct, productUnits } from '../../../readers/product-records.ts';
import * as repo from './products.repository.ts';
import { writeAttributeValues } from './product-attribute-values.ts';

type UpdateInput = z.output<typeof updateProductRequest>;

/** Categories, units and linked products must be this tenant's: anything else is a 422. */
export async function checkReferences(
  db: Db,
  admin: Member,
  productId: number | null,
  input: UpdateInput,
) {
  const missing = async (table: 'products' | 'categories' | 'uoms', ids: number[]) => {
    const found = await repo.existingIds(db, admin.tenantId, table, ids);
    return ids.some((id) => !found.has(id));
  };
  if (
    input.units &&
    (await missing(
      'uoms',
      input.units.map((unit) => unit.uom_id),
    ))
  ) {
    throw fieldError('units', 'admin.products.unknownUnit');
  }
  if (input.category_ids && (await missing('categories', input.category_ids))) {
    throw fieldError('category_ids', 'admin.products.unknownCategory');
  }
  for (const key of ['related_ids', 'complementary_ids'] as const) {
    const ids = input[key];
    if (!ids) continue;
    const problem = linkListProblem(productId, ids);
    if (problem) throw fieldError(key, problem);
    if (await missing('products', ids)) throw fieldError(key, 'admin.products.linkNotFound');
  }
}

/**
 * Gives a product exactly these units (planUnits): answers whether anything changed. The console's
 * product editor and the integration API's units upsert (issue 13) share it.
 */
export async function writeUnits(
  db: Db,
  admin: Pick<Member, 'tenantId'>,
  productId: number,
  units: UpdateInput['units'],
): Promise<boolean> {
  if (!units) return false;
  const existing = await productUnits(db, admin.tenantId, productId);
  const plan = planUnits(existing, units);
  for (const unit of plan.insert) await repo.insertUnit(db, admin.tenantId, productId, unit);
  for (const { id, ...values } of plan.update) {
    await repo.updateUnit(db, admin.tenantId, id, values);
  }
  for (const id of plan.deactivate)
    await repo.updateUnit(db, admin.tenantId, id, { active: false });
  const rows = await productUnits(db, admin.tenantId, productId);
  const defaultRow = rows.find((row) => row.uom_id === plan.defaultUomId);
  const product = await consoleProduct(db, admin.tenantId, productId);
  const newDefault = defaultRow !== undefined && product?.default_puom_id !== defaultRow.id;
  if (newDefault) {
    await repo.updateProduct(db, admin.tenantId, productId, { default_puom_id: defaultRow.id });
  }
  return newDefault || plan.insert.length + plan.update.length + plan.deactivate.length > 0;
}

export async function writeRelations(db: Db, admin: Member, productId: number, input: UpdateInput) {
  await writeUnits(db, admin, productId, input.units);
  await writeAttributeValues(db, admin.tenantId, productId, input.attribute_values);
  if (input.category_ids) {
    await repo.replaceCategories(db, admin.tenantId, productId, input.category_ids);
  }
  if (input.related_ids) {
    await repo.replaceLinks(db, admin.tenantId, productId, 'related', input.related_ids);
  }
  if (input.complementary_ids) {
    await repo.replaceLinks(
      db,
      admin.tenantId,
      productId,
      'complementary',
      input.complementary_ids,
    );
  }
}
