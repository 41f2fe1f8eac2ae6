import type { z } from 'zod';
import {
  fromCents,
  unitPriceCents,
  type AdminPriceEntry,
  type AdminPriceEntryList,
  type putPriceEntryRequest,
} from '@portal/contract';
import { fieldError, fieldErrors, type FieldMessage } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { searchTerms } from '../../catalogue/search-terms.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminPage, pageOf } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import {
  changesSomething,
  minimumProblem,
  planLines,
  resolutionProblem,
  resolveProductUnits,
  writePlan,
  type ResolvedLine,
} from './entries-writer.ts';
import * as repo from './price-list-entries.repository.ts';
import * as lists from './price-lists.repository.ts';
import { findPriceListOr404, lockPriceListOr404 } from './price-lists.service.ts';

type PutEntryInput = z.output<typeof putPriceEntryRequest>;

const toEntry = (row: repo.EntryRow): AdminPriceEntry => ({
  product_id: row.product_id,
  part_number: row.part_number,
  description: row.description,
  uom_id: row.uom_id,
  uom_code: row.uom_code,
  // The product's own price is per its default unit; a product without one sells in this unit.
  selling_price: fromCents(unitPriceCents(row.selling_price, row.cf, row.default_cf ?? row.cf)),
  min_order_qty: row.min_order_qty,
  tiers: row.tiers,
});

export async function listEntries(
  db: Db,
  admin: Member,
  priceListId: number,
  query: { search: string; page: number },
): Promise<AdminPriceEntryList> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  const { rows, total } = await repo.listEntries(db, admin.tenantId, priceListId, {
    terms: searchTerms(query.search),
    ...adminPage(query.page),
  });
  return pageOf(rows.map(toEntry), total, query.page);
}

/** The row of one product and unit of a list, or null when it has no tiers there. */
async function findEntry(
  db: Db,
  tenantId: number,
  priceListId: number,
  unit: { productId: number; uomId: number },
): Promise<AdminPriceEntry | null> {
  const row = await repo.findEntryRow(db, tenantId, priceListId, unit);
  return row ? toEntry(row) : null;
}

/** The tiers of a product and unit as the audit log shows them, lowest first. */
const auditTiers = (entry: AdminPriceEntry | null) =>
  (entry?.tiers ?? []).map((tier) => `${tier.min_qty}: ${tier.unit_price.toFixed(2)}`);

/**
 * Replaces the tiers of one product and unit of a list (none removes them), in one transaction;
 * answers the product and unit's row (null once removed) and whether anything changed.
 */
export async function putEntry(
  db: Db,
  admin: Member,
  priceListId: number,
  input: PutEntryInput,
): Promise<{ entry: AdminPriceEntry | null; changed: boolean }> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  const resolution = (await resolveProductUnits(db, admin.tenantId, [input]))
    .values()
    .next().value!;
  if (typeof resolution === 'string') {
    const { field, key } = resolutionProblem(resolution);
    throw fieldError(field, key);
  }
  const lines: ResolvedLine[] = input.tiers.map((tier) => ({
    ...resolution,
    minQty: tier.min_qty,
    unitPrice: tier.unit_price,
  }));
  const problems: Record<string, FieldMessage[]> = {};
  lines.forEach((line, index) => {
    const problem = minimumProblem(line);
    if (problem) problems[`tiers.${index}.min_qty`] = [problem];
  });
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);

  return db.transaction().execute(async (trx) => {
    await lockPriceListOr404(trx, admin.tenantId, priceListId);
    const before = await findEntry(trx, admin.tenantId, priceListId, resolution);
    // The stored tiers the new list leaves out are removed.
    const kept = new Set(lines.map((line) => line.minQty));
    const removed = (before?.tiers ?? [])
      .filter((tier) => !kept.has(tier.min_qty))
      .map((tier) => ({ ...resolution, minQty: tier.min_qty, unitPrice: null }));
    const plan = await planLines(trx, admin.tenantId, priceListId, [...lines, ...removed]);
    if (!changesSomething(plan)) return { entry: before, changed: false };
    await writePlan(trx, admin.tenantId, priceListId, plan);
    await lists.touchPriceList(trx, admin.tenantId, priceListId);
    const after = await findEntry(trx, admin.tenantId, priceListId, resolution);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'price_list.entry',
      entity: 'price_list',
      entityId: priceListId,
      before: {
        part_number: input.part_number,
        uom_code: input.uom_code,
        tiers: auditTiers(before),
      },
      after: { part_number: input.part_number, uom_code: input.uom_code, tiers: auditTiers(after) },
    });
    return { entry: after, changed: true };
  });
}
