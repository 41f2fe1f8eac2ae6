import { tierBelowMinimum, type MessageKey, type MessageParams } from '@portal/contract';
import type { Db } from '../../../db/schema.ts';
import { IMPORT_BATCH_SIZE } from '../catalogue-csv/import-job-runner.ts';
import { priceListProducts, soldUnits } from '../../../readers/product-records.ts';
import * as repo from './price-list-entries.repository.ts';

/**
 * The one writer of a list's entries by part number and unit code: the console's tier editor,
 * the ERP's bulk upsert and the CSV import all resolve, check, plan and write through it. Lines
 * are resolved in a few statements whatever their number, every problem is found before
 * anything is written, and only tiers whose price differs are written, so that sending the same
 * lines twice changes nothing.
 */

/** One tier of a product in a unit; a null price removes the tier (an empty CSV cell). */
export interface EntryLine {
  part_number: string;
  uom_code: string;
  min_qty: number;
  unit_price: number | null;
}

/** A problem of one line (by its index among the lines given), on one of its fields. */
export interface EntryProblem {
  index: number;
  field: 'part_number' | 'uom_code' | 'min_qty';
  key: MessageKey;
  params?: MessageParams;
}

export interface ProductUnit {
  productId: number;
  uomId: number;
  minOrderQty: number;
}

export interface ResolvedLine extends ProductUnit {
  minQty: number;
  unitPrice: number | null;
}

export interface EntryCounts {
  /** Tiers the list did not have. */
  created: number;
  /** Tiers whose price changed, or that were removed. */
  updated: number;
  /** Tiers already at that price, or removals of tiers the list does not have. */
  unchanged: number;
}

export interface EntryPlan extends EntryCounts {
  upserts: repo.TierWrite[];
  deletes: repo.TierKey[];
}

type Resolution = ProductUnit | 'unknownPartNumber' | 'unknownUnit';

const pairKey = (partNumber: string, uomCode: string) => `${partNumber}\u0000${uomCode}`;
const tierKey = (tier: repo.TierKey) => `${tier.productId}:${tier.uomId}:${tier.minQty}`;

/** The product and unit each (part number, unit code) names, in two statements. */
export async function resolveProductUnits(
  db: Db,
  tenantId: number,
  pairs: readonly { part_number: string; uom_code: string }[],
): Promise<Map<string, Resolution>> {
  const partNumbers = [...new Set(pairs.map((pair) => pair.part_number))];
  const products = await priceListProducts(db, tenantId, partNumbers);
  const units = await soldUnits(
    db,
    tenantId,
    products.map((product) => product.id),
  );
  const productByPart = new Map(products.map((product) => [product.part_number, product]));
  const uomIdByProductUnit = new Map(
    units.map((unit) => [`${unit.product_id}:${unit.code}`, unit.uom_id]),
  );
  const resolved = new Map<string, Resolution>();
  for (const pair of pairs) {
    const product = productByPart.get(pair.part_number);
    const uomId = product && uomIdByProductUnit.get(`${product.id}:${pair.uom_code}`);
    resolved.set(
      pairKey(pair.part_number, pair.uom_code),
      !product
        ? 'unknownPartNumber'
        : uomId === undefined
          ? 'unknownUnit'
          : { productId: product.id, uomId, minOrderQty: product.min_order_qty },
    );
  }
  return resolved;
}

/** The field and message of a pair that did not resolve. */
export function resolutionProblem(
  resolution: 'unknownPartNumber' | 'unknownUnit',
): Pick<EntryProblem, 'field' | 'key'> {
  return resolution === 'unknownPartNumber'
    ? { field: 'part_number', key: 'admin.priceLists.unknownPartNumber' }
    : { field: 'uom_code', key: 'admin.priceLists.unknownUnit' };
}

/**
 * A tier that may not be written: below the product's minimum order quantity (a removal always
 * may, so that a tier left below a raised minimum can go).
 */
export function minimumProblem(line: ResolvedLine): Pick<EntryProblem, 'key' | 'params'> | null {
  if (line.unitPrice === null || !tierBelowMinimum(line.minQty, line.minOrderQty)) return null;
  return { key: 'admin.priceLists.tierBelowMinimum', params: { min: line.minOrderQty } };
}

/** Resolves and checks every line; `resolved` holds the lines without a problem. */
export async function checkLines(
  db: Db,
  tenantId: number,
  lines: readonly EntryLine[],
): Promise<{ resolved: ResolvedLine[]; problems: EntryProblem[] }> {
  const resolutions = await resolveProductUnits(db, tenantId, lines);
  const resolved: ResolvedLine[] = [];
  const problems: EntryProblem[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const resolution = resolutions.get(pairKey(line.part_number, line.uom_code))!;
    if (typeof resolution === 'string') {
      problems.push({ index, ...resolutionProblem(resolution) });
      return;
    }
    const candidate = { ...resolution, minQty: line.min_qty, unitPrice: line.unit_price };
    const belowMinimum = minimumProblem(candidate);
    const key = tierKey(candidate);
    if (belowMinimum) problems.push({ index, field: 'min_qty', ...belowMinimum });
    else if (seen.has(key)) {
      problems.push({ index, field: 'min_qty', key: 'admin.priceLists.duplicateTier' });
    } else resolved.push(candidate);
    seen.add(key);
  });
  return { resolved, problems };
}

/** What writing the lines would change, against the list's stored tiers of their products. */
export async function planLines(
  db: Db,
  tenantId: number,
  priceListId: number,
  lines: readonly ResolvedLine[],
): Promise<EntryPlan> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const stored = await repo.findTiers(db, tenantId, priceListId, productIds);
  const storedPrices = new Map(
    stored.map((tier) => [
      tierKey({ productId: tier.product_id, uomId: tier.uom_id, minQty: tier.min_qty }),
      tier.unit_price,
    ]),
  );
  const plan: EntryPlan = { upserts: [], deletes: [], created: 0, updated: 0, unchanged: 0 };
  for (const line of lines) {
    const tier = { productId: line.productId, uomId: line.uomId, minQty: line.minQty };
    const price = storedPrices.get(tierKey(tier));
    if (line.unitPrice === null) {
      if (price === undefined) plan.unchanged++;
      else {
        plan.deletes.push(tier);
        plan.updated++;
      }
    } else if (price === undefined) {
      plan.upserts.push({ ...tier, unitPrice: line.unitPrice });
      plan.created++;
    } else if (Math.round(price * 100) !== Math.round(line.unitPrice * 100)) {
      plan.upserts.push({ ...tier, unitPrice: line.unitPrice });
      plan.updated++;
    } else plan.unchanged++;
  }
  return plan;
}

export const changesSomething = (plan: EntryCounts) => plan.created + plan.updated > 0;

/**
 * Writes a plan, IMPORT_BATCH_SIZE tiers per statement. Call it in the transaction that locked
 * the list and planned the lines; `afterBatch` is told how many lines are written so far.
 */
export async function writePlan(
  trx: Db,
  tenantId: number,
  priceListId: number,
  plan: EntryPlan,
  afterBatch: (written: number) => Promise<void> = async () => {},
): Promise<void> {
  for (let start = 0; start < plan.deletes.length; start += IMPORT_BATCH_SIZE) {
    const batch = plan.deletes.slice(start, start + IMPORT_BATCH_SIZE);
    await repo.deleteTiers(trx, tenantId, priceListId, batch);
    await afterBatch(start + batch.length);
  }
  for (let start = 0; start < plan.upserts.length; start += IMPORT_BATCH_SIZE) {
    const batch = plan.upserts.slice(start, start + IMPORT_BATCH_SIZE);
    await repo.upsertTiers(trx, tenantId, priceListId, batch);
    await afterBatch(plan.deletes.length + start + batch.length);
  }
}
