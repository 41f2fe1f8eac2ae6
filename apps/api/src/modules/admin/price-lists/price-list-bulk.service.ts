import type { z } from 'zod';
import { MAX_REPORTED_ERRORS, type bulkPriceEntriesRequest } from '@portal/contract';
import { fieldErrors, type FieldMessage } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import type { AuditActor } from '../../../core/callers.ts';
import type { Db } from '../../../db/schema.ts';
import {
  changesSomething,
  checkLines,
  planLines,
  writePlan,
  type EntryCounts,
  type EntryProblem,
} from './entries-writer.ts';
import * as lists from './price-lists.repository.ts';
import { findPriceListOr404, lockPriceListOr404 } from './price-lists.service.ts';

type BulkInput = z.output<typeof bulkPriceEntriesRequest>;

/** Every line's problems at `entries.N.field`, the first MAX_REPORTED_ERRORS of them. */
function linesFailure(problems: readonly EntryProblem[]) {
  const fields: Record<string, FieldMessage[]> = {};
  for (const problem of problems.slice(0, MAX_REPORTED_ERRORS)) {
    (fields[`entries.${problem.index}.${problem.field}`] ??= []).push({
      key: problem.key,
      params: problem.params,
    });
  }
  return fieldErrors(fields);
}

/**
 * The ERP's upsert of tiers by part number and unit code: all lines or none (any bad line is a
 * 422 naming every bad line, and nothing is written), tiers the request leaves out stay as they
 * are, and a tier already at its price is not written, so sending the same request twice
 * changes nothing the second time (not even the audit log). An administrator or an API key with
 * the prices:write scope (issue 13) sends it.
 */
export async function bulkUpsert(
  db: Db,
  admin: AuditActor,
  priceListId: number,
  input: BulkInput,
): Promise<EntryCounts> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  const { resolved, problems } = await checkLines(db, admin.tenantId, input.entries);
  if (problems.length > 0) throw linesFailure(problems);
  return db.transaction().execute(async (trx) => {
    await lockPriceListOr404(trx, admin.tenantId, priceListId);
    const plan = await planLines(trx, admin.tenantId, priceListId, resolved);
    const counts = { created: plan.created, updated: plan.updated, unchanged: plan.unchanged };
    if (!changesSomething(plan)) return counts;
    await writePlan(trx, admin.tenantId, priceListId, plan);
    await lists.touchPriceList(trx, admin.tenantId, priceListId);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      ...actorOf(admin),
      action: 'price_list.bulk',
      entity: 'price_list',
      entityId: priceListId,
      before: null,
      after: { lines: input.entries.length, ...counts },
    });
    return counts;
  });
}
