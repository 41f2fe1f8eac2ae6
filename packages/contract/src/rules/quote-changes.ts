/**
 * What changed from one offer version to the next (issue 30 point 3), line by line: the buyer
 * sees each version beside what it replaced, so a new price or quantity is never a surprise.
 * Lines are matched by the request line they answer.
 */
export interface VersionLineForChanges {
  quote_line_id: number;
  product: { part_number: string };
  quantity: number;
  price: number;
}

export type LineChange =
  | { kind: 'added'; quoteLineId: number }
  | { kind: 'removed'; quoteLineId: number; partNumber: string }
  | {
      kind: 'changed';
      quoteLineId: number;
      price?: { from: number; to: number };
      quantity?: { from: number; to: number };
      product?: { from: string; to: string };
    };

export function versionChanges(
  previous: readonly VersionLineForChanges[],
  current: readonly VersionLineForChanges[],
): LineChange[] {
  const before = new Map(previous.map((line) => [line.quote_line_id, line]));
  const changes: LineChange[] = [];
  for (const line of current) {
    const old = before.get(line.quote_line_id);
    before.delete(line.quote_line_id);
    if (!old) {
      changes.push({ kind: 'added', quoteLineId: line.quote_line_id });
      continue;
    }
    const change: Extract<LineChange, { kind: 'changed' }> = {
      kind: 'changed',
      quoteLineId: line.quote_line_id,
    };
    if (old.price !== line.price) change.price = { from: old.price, to: line.price };
    if (old.quantity !== line.quantity) change.quantity = { from: old.quantity, to: line.quantity };
    if (old.product.part_number !== line.product.part_number) {
      change.product = { from: old.product.part_number, to: line.product.part_number };
    }
    if (change.price || change.quantity || change.product) changes.push(change);
  }
  for (const old of before.values()) {
    changes.push({
      kind: 'removed',
      quoteLineId: old.quote_line_id,
      partNumber: old.product.part_number,
    });
  }
  return changes;
}
