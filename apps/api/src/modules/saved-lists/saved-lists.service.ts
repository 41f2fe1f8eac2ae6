import {
  MAX_SAVED_LISTS,
  sellsByMinimum,
  type AddSavedListLinesInput,
  type CreateSavedListInput,
  type Language,
  type SavedListDetail,
  type SavedListLine,
  type SavedListSummary,
  type UpdateSavedListLineInput,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { AppError, fieldErrors, forbidden, notFound } from '../../lib/app-error.ts';
import type { Member } from '../../core/callers.ts';
import { fullName, isUniqueViolation } from '../admin/common/admin-common.ts';
import { toProduct } from '../catalogue/product-mapper.ts';
import type { SellMinimumReader } from '../orders/orders.service.ts';
import { priceListInForce } from '../pricing/price-list-in-force.ts';
import { checkLines } from '../quick-order/line-checker.ts';
import { buyerCardsByIds, sellableProductIds } from '../../readers/product-reader.ts';
import { mergeLines, type ParsedLine } from './line-merge.ts';
import * as repo from './saved-lists.repository.ts';

/**
 * Saved lists (issue 12): they belong to the member's customer, and every approved buyer of
 * that customer reads and changes them. Another customer's list, or a member without a
 * customer, meets 404, as another customer's order does. Writes that change lines lock their
 * list, so the 1,000-line bound and the merging by product hold under concurrent requests, and
 * a refused request writes nothing.
 */

export interface ListReader {
  member: Member;
  language: Language;
  sellMinimum: SellMinimumReader;
}

const listNotFound = () => notFound('savedLists.notFound');

/** The member's customer, or 404: lists are the customer's. */
function customerOf(member: Member): number {
  if (member.customerId === null) throw listNotFound();
  return member.customerId;
}

const toSummary = (row: repo.SummaryRow): SavedListSummary => ({
  id: row.id,
  name: row.name,
  line_count: row.line_count ?? 0,
  created_by: fullName(row.first_name ?? '', row.last_name ?? ''),
  updated_at: row.updated_at.toISOString(),
});

/** Runs a write that may take a name another list of the customer has: 409 on the field. */
async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, repo.LIST_NAME_KEY)) throw error;
    const problem = { key: 'savedLists.nameTaken' as const, params: { name } };
    throw new AppError(409, problem.key, problem.params, { name: [problem] });
  }
}

export async function listSavedLists(db: Db, member: Member): Promise<SavedListSummary[]> {
  if (member.customerId === null) return [];
  const rows = await repo.listSummaries(db, member.tenantId, member.customerId);
  return rows.map(toSummary);
}

/** The request's products that the cart can sell (read before any lock is taken). */
function sellableOf(db: Db, tenantId: number, lines: readonly ParsedLine[]) {
  const ids = [...new Set(lines.map((line) => line.product_id))];
  return sellableProductIds(db, tenantId, ids);
}

/** A new list, empty or with lines (the cart's 'Save as list'); 409 past the customer's bound. */
export async function createSavedList(
  db: Db,
  member: Member,
  input: CreateSavedListInput,
): Promise<{ id: number }> {
  // A member without a customer has nowhere to keep a list.
  if (member.customerId === null) throw forbidden();
  const customerId = member.customerId;
  const { tenantId } = member;
  const sellable = await sellableOf(db, tenantId, input.lines);
  const { writes, problems } = mergeLines(input.lines, new Map(), sellable);
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
  return db.transaction().execute(async (trx) => {
    // Creations of one customer queue on its row, so that the bound holds.
    await repo.lockCustomer(trx, tenantId, customerId);
    if ((await repo.countLists(trx, tenantId, customerId)) >= MAX_SAVED_LISTS) {
      throw new AppError(409, 'savedLists.tooManyLists', { max: MAX_SAVED_LISTS });
    }
    const id = await guardName(input.name, () =>
      repo.insertList(trx, tenantId, customerId, input.name, member.userId),
    );
    await repo.upsertLines(trx, tenantId, id, member.userId, writes);
    return { id };
  });
}

/**
 * A list's lines (or one of them), each checked as a quick-order line is, with the buyer's
 * cards and prices of today: only lines without problems should go to the cart.
 */
async function checkedLines(
  db: Db,
  rows: readonly repo.LineRow[],
  { member, language, sellMinimum }: ListReader,
): Promise<SavedListLine[]> {
  const ids = [...new Set(rows.map((row) => row.product_id))];
  const [cards, setting] = await Promise.all([
    ids.length === 0
      ? []
      : buyerCardsByIds(db, member.tenantId, ids, language, priceListInForce(member.priceList)),
    sellMinimum(member.tenantId),
  ]);
  const byId = new Map(cards.map((row) => [row.id, toProduct(row, member.tenantCode)]));
  const verdicts = checkLines(
    rows.map((row) => ({
      partNumber: row.part_number,
      quantity: row.quantity,
      product: byId.get(row.product_id) ?? null,
      missing: 'unavailable' as const,
    })),
    { sellByMinimum: sellsByMinimum(setting), language },
  );
  return rows.map((row, index) => {
    const verdict = verdicts[index]!;
    return {
      id: row.id,
      product_id: row.product_id,
      part_number: row.part_number,
      description: row.description,
      quantity: row.quantity,
      comment: row.comment,
      added_by: fullName(row.first_name ?? '', row.last_name ?? ''),
      product: verdict.product,
      problems: verdict.problems,
      out_of_stock: verdict.outOfStock,
    };
  });
}

export async function savedListDetail(
  db: Db,
  listId: number,
  reader: ListReader,
): Promise<SavedListDetail> {
  const { member, language } = reader;
  const customerId = customerOf(member);
  const [summary, rows] = await Promise.all([
    repo.findSummary(db, member.tenantId, customerId, listId),
    repo.findLines(db, member.tenantId, customerId, listId, language),
  ]);
  if (!summary) throw listNotFound();
  return { ...toSummary(summary), lines: await checkedLines(db, rows, reader) };
}

export async function renameSavedList(
  db: Db,
  member: Member,
  listId: number,
  name: string,
): Promise<SavedListSummary> {
  const customerId = customerOf(member);
  const renamed = await guardName(name, () =>
    repo.renameList(db, member.tenantId, customerId, listId, name),
  );
  const summary = renamed && (await repo.findSummary(db, member.tenantId, customerId, listId));
  if (!summary) throw listNotFound();
  return toSummary(summary);
}

export async function deleteSavedList(db: Db, member: Member, listId: number): Promise<void> {
  const customerId = customerOf(member);
  if (!(await repo.deleteList(db, member.tenantId, customerId, listId))) throw listNotFound();
}

/** Runs `change` on one of the customer's lists, locked, and marks the list changed. */
function changeList<T>(
  db: Db,
  member: Member,
  listId: number,
  change: (trx: Db, tenantId: number) => Promise<T>,
): Promise<T> {
  const customerId = customerOf(member);
  const { tenantId } = member;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockList(trx, tenantId, customerId, listId))) throw listNotFound();
    const result = await change(trx, tenantId);
    await repo.touchList(trx, tenantId, listId);
    return result;
  });
}

/** Adds lines, merged by product (quantities added); 422 on the line that cannot be added. */
export async function addSavedListLines(
  db: Db,
  member: Member,
  listId: number,
  input: AddSavedListLinesInput,
): Promise<{ line_count: number }> {
  customerOf(member);
  const sellable = await sellableOf(db, member.tenantId, input.lines);
  return changeList(db, member, listId, async (trx, tenantId) => {
    const existing = await repo.findExistingLines(trx, tenantId, listId);
    const { writes, lineCount, problems } = mergeLines(input.lines, existing, sellable);
    if (Object.keys(problems).length > 0) throw fieldErrors(problems);
    await repo.upsertLines(trx, tenantId, listId, member.userId, writes);
    return { line_count: lineCount };
  });
}

export async function updateSavedListLine(
  db: Db,
  listId: number,
  lineId: number,
  change: UpdateSavedListLineInput,
  reader: ListReader,
): Promise<SavedListLine> {
  const { member, language } = reader;
  const customerId = customerOf(member);
  await changeList(db, member, listId, async (trx, tenantId) => {
    if (!(await repo.updateLine(trx, tenantId, listId, lineId, change))) {
      throw notFound('savedLists.lineNotFound');
    }
  });
  const rows = await repo.findLines(db, member.tenantId, customerId, listId, language, lineId);
  const [line] = await checkedLines(db, rows, reader);
  if (!line) throw notFound('savedLists.lineNotFound');
  return line;
}

export async function deleteSavedListLine(
  db: Db,
  member: Member,
  listId: number,
  lineId: number,
): Promise<void> {
  await changeList(db, member, listId, async (trx, tenantId) => {
    if (!(await repo.deleteLine(trx, tenantId, listId, lineId))) {
      throw notFound('savedLists.lineNotFound');
    }
  });
}
