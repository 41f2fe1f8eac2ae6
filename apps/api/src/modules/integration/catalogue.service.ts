import type { z } from 'zod';
import type { putProductsRequest, putStockRequest } from '@portal/contract';
import type { ApiKeyCaller } from '../../core/callers.ts';
import { actorOf, recordAudit } from '../admin/audit/record-audit.ts';
import type { Db } from '../../db/schema.ts';
import * as csvRepo from '../admin/catalogue-csv/catalogue-csv.repository.ts';
import { importedProducts } from '../../readers/product-records.ts';
import { writeProductPlan } from '../admin/catalogue-csv/import-job.ts';
import {
  indexCategories,
  planImport,
  type ImportPlan,
  type ValidRow,
} from '../admin/catalogue-csv/import-plan.ts';
import { itemsFailure, type ItemProblem } from './bulk-errors.ts';
import {
  resolveAttributeCells,
  writeNamedAttributes,
  type ResolvedCells,
} from '../admin/products/attribute-cells.ts';
import { tenantAttributes } from '../../readers/product-attributes.ts';

type ProductItems = z.output<typeof putProductsRequest>['items'];
type StockItems = z.output<typeof putStockRequest>['items'];

export interface BulkCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Plans the items as the catalogue CSV import plans its lines (import-plan.ts: the same rules
 * for new products, absent fields, units and categories), the item's index as its line.
 */
async function planItems(db: Db, tenantId: number, rows: ValidRow[]): Promise<ImportPlan> {
  const existing = await importedProducts(
    db,
    tenantId,
    rows.map((r) => r.row.part_number),
  );
  const categories = indexCategories(await csvRepo.loadCategories(db, tenantId));
  const uoms = await csvRepo.loadUoms(db, tenantId);
  return planImport(
    rows,
    new Map(existing.map((product) => [product.part_number, product])),
    categories,
    new Set(uoms.keys()),
  );
}

/**
 * Writes a plan without problems in one transaction, with one audit row naming the key; a plan
 * that changes nothing writes nothing, not even an audit row.
 */
async function writePlan(
  db: Db,
  key: ApiKeyCaller,
  plan: ImportPlan,
  action: string,
  items: number,
  /** Writes what the plan does not hold (attribute values): the part numbers it changed. */
  afterWrite?: (trx: Db) => Promise<Set<string>>,
): Promise<BulkCounts> {
  const counts = { created: plan.created, updated: plan.updated, unchanged: plan.unchanged };
  if (plan.problems.length > 0) {
    throw itemsFailure(
      plan.problems.map((p): ItemProblem => ({
        index: p.line,
        field: p.field,
        key: p.key,
        params: p.params,
      })),
    );
  }
  if (plan.writes.length === 0 && !afterWrite) return counts;
  await db.transaction().execute(async (trx) => {
    await writeProductPlan(trx, key.tenantId, plan);
    const planned = new Set(plan.writes.map((p) => p.part_number));
    for (const partNumber of (await afterWrite?.(trx)) ?? []) {
      // A product only its attributes changed is updated, not unchanged.
      if (!planned.has(partNumber)) {
        counts.unchanged -= 1;
        counts.updated += 1;
      }
    }
    if (counts.created + counts.updated === 0) return;
    const partNumbers = (created: boolean) =>
      plan.writes
        .filter((p) => (p.id === null) === created)
        .slice(0, 100)
        .map((p) => p.part_number);
    await recordAudit(trx, {
      tenantId: key.tenantId,
      ...actorOf(key),
      action,
      entity: 'product',
      entityId: null,
      before: null,
      after: {
        items,
        ...counts,
        new_uom_codes: plan.newUomCodes,
        created_part_numbers: partNumbers(true),
        updated_part_numbers: partNumbers(false),
      },
    });
  });
  return counts;
}

/** Creates or updates products by part number: all items or none (any bad item is a 422). */
export async function upsertProducts(
  db: Db,
  key: ApiKeyCaller,
  items: ProductItems,
): Promise<BulkCounts> {
  const rows = items.map((row, index) => ({ line: index, row }));
  const cells = await resolveItemAttributes(db, key.tenantId, items);
  const plan = await planItems(db, key.tenantId, rows);
  return writePlan(
    db,
    key,
    plan,
    'product.bulk_upsert',
    items.length,
    cells.size === 0 ? undefined : (trx) => writeNamedAttributes(trx, key.tenantId, cells),
  );
}

/** The items' attribute values by part number, or a 422 naming each item's problem. */
async function resolveItemAttributes(
  db: Db,
  tenantId: number,
  items: ProductItems,
): Promise<ResolvedCells> {
  const resolved: ResolvedCells = new Map();
  if (!items.some((item) => item.attributes !== undefined)) return resolved;
  const attributes = await tenantAttributes(db, tenantId);
  const problems: ItemProblem[] = [];
  items.forEach((item, index) => {
    if (item.attributes === undefined) return;
    const { values, problems: found } = resolveAttributeCells(item.attributes, attributes);
    problems.push(...found.map((p) => ({ index, ...p })));
    resolved.set(item.part_number, values);
  });
  if (problems.length > 0) throw itemsFailure(problems);
  return resolved;
}

/** Sets the stock of existing products by part number; an unknown part number is a 422. */
export async function updateStock(
  db: Db,
  key: ApiKeyCaller,
  items: StockItems,
): Promise<BulkCounts> {
  const known = new Set(
    (
      await importedProducts(
        db,
        key.tenantId,
        items.map((item) => item.part_number),
      )
    ).map((product) => product.part_number),
  );
  const unknown = items.flatMap((item, index): ItemProblem[] =>
    known.has(item.part_number)
      ? []
      : [{ index, field: 'part_number', key: 'integration.unknownPartNumber' }],
  );
  if (unknown.length > 0) throw itemsFailure(unknown);
  const rows = items.map((row, index) => ({ line: index, row }));
  const plan = await planItems(db, key.tenantId, rows);
  return writePlan(db, key, plan, 'product.stock', items.length);
}
