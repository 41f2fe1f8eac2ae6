import {
  sellsByMinimum,
  type CheckedLine,
  type Language,
  type Product,
  type QuickOrderCheckInput,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Member } from '../../core/callers.ts';
import { toProduct } from '../catalogue/product-mapper.ts';
import type { SellMinimumReader } from '../orders/orders.service.ts';
import { priceListInForce } from '../pricing/price-list-in-force.ts';
import { checkLines, type LineToCheck, type LineVerdict } from './line-checker.ts';
import { buyerScopeOf, reorderLines } from '../../readers/order-reader.ts';
import { buyerCardsByIds, buyerCardsByPartNumbers } from '../../readers/product-reader.ts';

/** What checking lines for a buyer needs besides the lines. */
export interface CheckFor {
  member: Member;
  language: Language;
  sellMinimum: SellMinimumReader;
}

const toCheckedLine = (line: LineToCheck, verdict: LineVerdict): CheckedLine => ({
  part_number: verdict.product?.part_number ?? line.partNumber,
  quantity: line.quantity,
  product: verdict.product,
  problems: verdict.problems,
  out_of_stock: verdict.outOfStock,
});

/** Checks lines whose products are read, with the tenant's b2b_sell_minimum setting. */
function checkWithRules(lines: LineToCheck[], setting: string | undefined, language: Language) {
  const verdicts = checkLines(lines, { sellByMinimum: sellsByMinimum(setting), language });
  return lines.map((line, index) => toCheckedLine(line, verdicts[index]!));
}

/**
 * Quick order: each line's part number matched case-insensitively (after trimming, done by the
 * schema) against the tenant's active products, read in one statement with the buyer's prices;
 * an exact spelling wins over another case's. Lines come back in the order asked.
 */
export async function checkQuickOrder(
  db: Db,
  input: QuickOrderCheckInput,
  context: CheckFor,
): Promise<CheckedLine[]> {
  const { member, language } = context;
  const lowered = [...new Set(input.lines.map((line) => line.part_number.toLowerCase()))];
  const [rows, setting] = await Promise.all([
    buyerCardsByPartNumbers(
      db,
      member.tenantId,
      lowered,
      language,
      priceListInForce(member.priceList),
    ),
    // Read side by side with the products (the setting is usually cached).
    context.sellMinimum(member.tenantId),
  ]);
  const byKey = new Map<string, Product[]>();
  for (const row of rows) {
    const same = byKey.get(row.part_key) ?? [];
    same.push(toProduct(row, member.tenantCode));
    byKey.set(row.part_key, same);
  }
  const lines = input.lines.map((line): LineToCheck => {
    const candidates = byKey.get(line.part_number.toLowerCase()) ?? [];
    const product =
      candidates.find((candidate) => candidate.part_number === line.part_number) ??
      candidates[0] ??
      null;
    return {
      partNumber: line.part_number,
      quantity: line.quantity,
      uomCode: line.uom_code ?? null,
      product,
      missing: 'unknown',
    };
  });
  return checkWithRules(lines, setting, language);
}

/**
 * Reorder: the lines of one of the customer's orders, quantities as ordered, checked with
 * today's products, rules and the buyer's prices. A product gone or inactive since is a line
 * without a product; a line ordered in another unit than the product's default one is flagged.
 * Another customer's order, or none, is 404.
 */
export async function reorder(db: Db, orderId: number, context: CheckFor): Promise<CheckedLine[]> {
  const { member, language } = context;
  const scope = buyerScopeOf(member);
  if (!scope) throw notFound('orders.notFound');
  const ordered = await reorderLines(db, scope, orderId);
  if (ordered.length === 0) throw notFound('orders.notFound');
  // The row of an order without lines has no line.
  const orderedLines = ordered.flatMap((line) =>
    line.product_id === null || line.part_number === null || line.sale_qty === null
      ? []
      : [
          {
            ...line,
            product_id: line.product_id,
            part_number: line.part_number,
            sale_qty: line.sale_qty,
          },
        ],
  );
  const ids = [...new Set(orderedLines.map((line) => line.product_id))];
  const [rows, setting] = await Promise.all([
    buyerCardsByIds(db, member.tenantId, ids, language, priceListInForce(member.priceList)),
    context.sellMinimum(member.tenantId),
  ]);
  const cards = new Map(rows.map((row) => [row.id, toProduct(row, member.tenantCode)]));
  const lines = orderedLines.map((line): LineToCheck => ({
    partNumber: line.part_number,
    quantity: line.sale_qty,
    uomCode: line.default_unit ? null : line.uom_code,
    product: cards.get(line.product_id) ?? null,
    missing: 'unavailable',
  }));
  return checkWithRules(lines, setting, language);
}
