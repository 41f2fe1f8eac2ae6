import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@portal/contract';
import { adminCategoryTree, flattenCategoryTree, subtreeIds } from './admin-categories.ts';

const category = (id: number, parent_id: number | null, name: string): AdminCategory => ({
  id,
  parent_id,
  name,
  name_es: null,
  name_fr: null,
  sort_order: 0,
  child_count: 0,
  product_count: 0,
});

const list = [
  category(1, null, 'Fasteners'),
  category(2, 1, 'Bolts'),
  category(3, 2, 'Hex Bolts'),
  category(4, null, 'Tools'),
  category(5, 1, 'Nuts'),
];

describe('the console category tree', () => {
  it('nests by parent and flattens depth first with paths', () => {
    const options = flattenCategoryTree(adminCategoryTree(list));
    expect(options.map((o) => [o.id, o.depth, o.path])).toEqual([
      [1, 0, 'Fasteners'],
      [2, 1, 'Fasteners / Bolts'],
      [3, 2, 'Fasteners / Bolts / Hex Bolts'],
      [5, 1, 'Fasteners / Nuts'],
      [4, 0, 'Tools'],
    ]);
  });

  it('finds a category and everything under it', () => {
    const tree = adminCategoryTree(list);
    expect([...subtreeIds(tree, 1)].sort()).toEqual([1, 2, 3, 5]);
    expect([...subtreeIds(tree, 2)].sort()).toEqual([2, 3]);
    expect(subtreeIds(tree, 99).size).toBe(0);
  });
});
