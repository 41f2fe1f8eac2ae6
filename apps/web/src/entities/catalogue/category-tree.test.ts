import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  categoryPathNames,
  dedupeById,
  filterCategoryTree,
  pathToCategory,
} from './category-tree.ts';
import { fetchAllPages } from './fetch-all-pages.ts';

const categories = [
  { id: 1, parent_id: null, category: 'Fasteners' },
  { id: 2, parent_id: 1, category: 'Bolts' },
  { id: 3, parent_id: 2, category: 'Hex bolts' },
  { id: 4, parent_id: null, category: 'Électrique' },
  { id: 5, parent_id: 1, category: 'Nuts' },
];
const names = (nodes: ReturnType<typeof buildCategoryTree>): unknown =>
  nodes.map((node) => (node.children.length ? [node.name, names(node.children)] : node.name));

describe('category tree', () => {
  it('nests children under their parent_id, in the server order', () => {
    expect(names(buildCategoryTree(categories))).toEqual([
      ['Fasteners', [['Bolts', ['Hex bolts']], 'Nuts']],
      'Électrique',
    ]);
  });

  it('keeps orphans and cycles as roots instead of losing them', () => {
    const tree = buildCategoryTree([
      { id: 7, parent_id: 99, category: 'Orphan' },
      { id: 8, parent_id: 9, category: 'A' },
      { id: 9, parent_id: 8, category: 'B' },
    ]);
    expect(names(tree)).toEqual(['Orphan', 'A', 'B']);
  });

  it('keeps one category per id', () => {
    expect(
      dedupeById([...categories, { id: 2, parent_id: 1, category: 'Bolts again' }]),
    ).toHaveLength(5);
  });

  it('filters to the branches whose names match, ignoring case and accents', () => {
    const tree = buildCategoryTree(categories);
    expect(names(filterCategoryTree(tree, 'hex'))).toEqual([
      ['Fasteners', [['Bolts', ['Hex bolts']]]],
    ]);
    expect(names(filterCategoryTree(tree, 'electrique'))).toEqual(['Électrique']);
    expect(filterCategoryTree(tree, '  ')).toHaveLength(2);
    expect(filterCategoryTree(tree, 'zzz')).toEqual([]);
  });

  it('names the path down to a category, and nothing for an unknown one', () => {
    const tree = buildCategoryTree(categories);
    expect(categoryPathNames(tree, 3)).toEqual(
      pathToCategory(tree, 3).map((id) => categories.find((c) => c.id === id)!.category),
    );
    expect(categoryPathNames(tree, 1)).toEqual(['Fasteners']);
    expect(categoryPathNames(tree, 999)).toEqual([]);
  });

  it('finds the path down to a category', () => {
    expect(pathToCategory(buildCategoryTree(categories), 3)).toEqual([1, 2, 3]);
    expect(pathToCategory(buildCategoryTree(categories), 42)).toEqual([]);
  });
});

describe('fetching every page', () => {
  it('asks page after page until last_page and removes duplicates', async () => {
    const asked: number[] = [];
    const all = await fetchAllPages(async (page) => {
      asked.push(page);
      const data = page === 1 ? categories.slice(0, 3) : categories.slice(2);
      return { data, meta: { last_page: 2 } };
    });
    expect(asked).toEqual([1, 2]);
    expect(all.map((category) => category.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks once when there is one page', async () => {
    const asked: number[] = [];
    await fetchAllPages(async (page) => {
      asked.push(page);
      return { data: [], meta: { last_page: 0 } };
    });
    expect(asked).toEqual([1]);
  });
});
