import type { Category } from '@portal/contract';

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** Keeps the first occurrence of each id (pages may overlap while the catalogue changes). */
export function dedupeById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/**
 * Builds the tree from parent_id, in the server's order. A category whose parent is missing (or
 * that would close a cycle) becomes a root rather than disappearing.
 */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const unique = dedupeById(categories);
  const nodes = new Map<number, CategoryNode>(
    unique.map((category) => [
      category.id,
      { id: category.id, name: category.category, children: [] },
    ]),
  );
  const parentOf = new Map(unique.map((category) => [category.id, category.parent_id]));
  const hasCycle = (id: number) => {
    const seen = new Set<number>([id]);
    for (let parent = parentOf.get(id); parent != null; parent = parentOf.get(parent)) {
      if (seen.has(parent)) return true;
      seen.add(parent);
    }
    return false;
  };
  const roots: CategoryNode[] = [];
  for (const category of unique) {
    const node = nodes.get(category.id)!;
    const parent = category.parent_id == null ? undefined : nodes.get(category.parent_id);
    if (parent && !hasCycle(category.id)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The branches holding a name that contains `text` (case- and accent-insensitive). */
export function filterCategoryTree(nodes: readonly CategoryNode[], text: string): CategoryNode[] {
  const needle = normalize(text.trim());
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (normalize(node.name).includes(needle)) return [node];
    const children = filterCategoryTree(node.children, text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The ids from the root down to `id`, to open the branches around the chosen category. */
export function pathToCategory(nodes: readonly CategoryNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathToCategory(node.children, id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The names from the root down to `id` ('Fasteners', 'Bolts'); empty when it is not known. */
export function categoryPathNames(nodes: readonly CategoryNode[], id: number): string[] {
  for (const node of nodes) {
    if (node.id === id) return [node.name];
    const below = categoryPathNames(node.children, id);
    if (below.length > 0) return [node.name, ...below];
  }
  return [];
}
