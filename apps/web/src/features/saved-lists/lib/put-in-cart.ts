import type { LineProblem, Product, SavedListLine } from '@portal/contract';

/** A line that goes to the cart: its product as the server read it today, and its quantity. */
export interface CartAddition {
  line: SavedListLine;
  product: Product;
}

/** A line left out, and why: the server's problems, or that its product is gone. */
export interface LeftLine {
  line: SavedListLine;
  problems: readonly LineProblem[];
}

export interface PutInCartPlan {
  additions: CartAddition[];
  left: LeftLine[];
}

/**
 * Which of the chosen lines go to the cart (issue 12): only those the server found nothing wrong
 * with and whose product is still sold; the others stay on the list, each with its reasons. Out
 * of stock is no reason: it is only flagged, as on the cart.
 */
export function planPutInCart(lines: readonly SavedListLine[]): PutInCartPlan {
  const additions: CartAddition[] = [];
  const left: LeftLine[] = [];
  for (const line of lines) {
    if (line.product && line.problems.length === 0) {
      additions.push({ line, product: line.product });
    } else {
      left.push({ line, problems: line.problems });
    }
  }
  return { additions, left };
}

/** The lines a buyer has chosen, in the list's order; none chosen means the whole list. */
export const chosenLines = (lines: readonly SavedListLine[], chosen: ReadonlySet<number>) =>
  chosen.size === 0 ? [...lines] : lines.filter((line) => chosen.has(line.id));
