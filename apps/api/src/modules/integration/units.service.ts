import type { z } from 'zod';
import type { putUnitsRequest } from '@portal/contract';
import type { ApiKeyCaller } from '../../core/callers.ts';
import { actorOf, recordAudit } from '../admin/audit/record-audit.ts';
import type { Db } from '../../db/schema.ts';
import * as csvRepo from '../admin/catalogue-csv/catalogue-csv.repository.ts';
import { importedProducts } from '../../readers/product-records.ts';
import { writeUnits } from '../admin/products/product-relations.ts';
import { itemsFailure, type ItemProblem } from './bulk-errors.ts';
import type { BulkCounts } from './catalogue.service.ts';

type UnitItems = z.output<typeof putUnitsRequest>['items'];

/**
 * Gives each product (by part number) exactly the units listed, through the product editor's own
 * unit writer (a unit left out is retired, never deleted: order lines point at it). Units of
 * measure the tenant does not have yet are created, as the CSV import does. All items or none;
 * an item that matches what is stored writes nothing, and a request that changes nothing is not
 * audited.
 */
export async function upsertUnits(
  db: Db,
  key: ApiKeyCaller,
  items: UnitItems,
): Promise<BulkCounts> {
  const counts: BulkCounts = { created: 0, updated: 0, unchanged: 0 };
  await db.transaction().execute(async (trx) => {
    const products = new Map(
      (
        await importedProducts(
          trx,
          key.tenantId,
          items.map((item) => item.part_number),
        )
      ).map((product) => [product.part_number, product.id]),
    );
    const unknown = items.flatMap((item, index): ItemProblem[] =>
      products.has(item.part_number)
        ? []
        : [{ index, field: 'part_number', key: 'integration.unknownPartNumber' }],
    );
    if (unknown.length > 0) throw itemsFailure(unknown);
    const codes = [...new Set(items.flatMap((item) => item.units.map((unit) => unit.uom_code)))];
    await csvRepo.insertUoms(trx, key.tenantId, codes);
    const uomIds = await csvRepo.loadUoms(trx, key.tenantId);
    const changed: string[] = [];
    for (const item of items) {
      const units = item.units.map((unit) => ({
        uom_id: uomIds.get(unit.uom_code)!,
        cf: unit.cf,
        is_default: unit.is_default,
      }));
      if (await writeUnits(trx, key, products.get(item.part_number)!, units)) {
        counts.updated += 1;
        changed.push(item.part_number);
      } else {
        counts.unchanged += 1;
      }
    }
    if (changed.length === 0) return;
    await recordAudit(trx, {
      tenantId: key.tenantId,
      ...actorOf(key),
      action: 'product.units',
      entity: 'product',
      entityId: null,
      before: null,
      after: { items: items.length, ...counts, updated_part_numbers: changed.slice(0, 100) },
    });
  });
  return counts;
}
