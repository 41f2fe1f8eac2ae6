import { MAX_LINE_QUANTITY, MAX_SAVED_LIST_LINES, type SavedListLineInput } from '@portal/contract';
import type { FieldProblems } from '../orders/order-lines.ts';
import type { LineWrite } from './saved-lists.repository.ts';

/** A line as the schema parsed it (comment trimmed, empty as null). */
export type ParsedLine = Required<Omit<SavedListLineInput, 'comment'>> & { comment: string | null };

export interface ExistingLine {
  quantity: number;
  comment: string | null;
}

/**
 * New lines merged into a list's lines by product, as the cart merges them: a product already
 * there (or twice in the request) gets the quantities added, and the comment given, else keeps
 * its own. Pure: every problem is named at its line (`lines.3.product_id`), and a caller writes
 * nothing when there is one.
 */
export function mergeLines(
  lines: readonly ParsedLine[],
  existing: ReadonlyMap<number, ExistingLine>,
  sellable: ReadonlySet<number>,
): { writes: LineWrite[]; lineCount: number; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const merged = new Map<number, LineWrite>();
  lines.forEach((line, index) => {
    if (!sellable.has(line.product_id)) {
      problems[`lines.${index}.product_id`] = [{ key: 'savedLists.productUnavailable' }];
      return;
    }
    const before = merged.get(line.product_id) ?? existing.get(line.product_id);
    const quantity = (before?.quantity ?? 0) + line.quantity;
    if (before && quantity > MAX_LINE_QUANTITY) {
      problems[`lines.${index}.quantity`] = [
        {
          key: 'savedLists.quantityTooLarge',
          params: { quantity: before.quantity, max: MAX_LINE_QUANTITY },
        },
      ];
      return;
    }
    const comment = line.comment ?? before?.comment ?? null;
    merged.set(line.product_id, { product_id: line.product_id, quantity, comment });
  });
  const added = [...merged.keys()].filter((productId) => !existing.has(productId)).length;
  const lineCount = existing.size + added;
  if (lineCount > MAX_SAVED_LIST_LINES) {
    problems['lines'] = [{ key: 'savedLists.tooManyLines' }];
  }
  return { writes: [...merged.values()], lineCount, problems };
}
