import { describe, expect, it } from 'vitest';
import { wouldCreateCycle } from './category-move.ts';

// 1 > 2 > 3, and 4 on its own.
const tree = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
]);

describe('wouldCreateCycle', () => {
  it('allows moving to the top level, to a sibling branch or to an ancestor', () => {
    expect(wouldCreateCycle(tree, 3, null)).toBe(false);
    expect(wouldCreateCycle(tree, 2, 4)).toBe(false);
    expect(wouldCreateCycle(tree, 3, 1)).toBe(false);
  });

  it('refuses moving a category under itself or under any of its descendants', () => {
    expect(wouldCreateCycle(tree, 2, 2)).toBe(true);
    expect(wouldCreateCycle(tree, 1, 2)).toBe(true);
    expect(wouldCreateCycle(tree, 1, 3)).toBe(true);
  });

  it('ends on a loop already in the data', () => {
    const looped = new Map<number, number | null>([
      [5, 6],
      [6, 5],
      [7, null],
    ]);
    expect(wouldCreateCycle(looped, 7, 5)).toBe(false);
  });
});
