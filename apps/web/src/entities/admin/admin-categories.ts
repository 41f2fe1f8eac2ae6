import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminCategory } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { buildCategoryTree, type CategoryNode } from '@/entities/catalogue/category-tree.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * The tenant's whole category tree as the console sees it (empty categories included, with their
 * counts). The categories screen edits it; product screens filter and file products with it.
 */
export const adminCategoriesKey = (code: string) =>
  queryKey(consoleEndpoints.adminCategories, { code });

export const adminCategoriesQuery = (code: string) =>
  queryOptions({
    queryKey: adminCategoriesKey(code),
    queryFn: ({ signal }) => call(consoleEndpoints.adminCategories, { params: { code }, signal }),
    select: (list) => list.data,
  });

export const useAdminCategories = (code: string) => useQuery(adminCategoriesQuery(code));

/** The nesting of the flat list, in the server's order (shared with the buyer's tree). */
export const adminCategoryTree = (categories: readonly AdminCategory[]): CategoryNode[] =>
  buildCategoryTree(
    categories.map((category) => ({
      id: category.id,
      parent_id: category.parent_id,
      category: category.name,
    })),
  );

/** One category of the tree, flattened for a select or a checklist: depth 0 is the top level. */
export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
  /** 'Fasteners / Bolts & Screws / Hex Bolts', to tell apart categories with the same name. */
  path: string;
}

export function flattenCategoryTree(
  nodes: readonly CategoryNode[],
  depth = 0,
  parentPath = '',
): CategoryOption[] {
  return nodes.flatMap((node) => {
    const path = parentPath ? `${parentPath} / ${node.name}` : node.name;
    return [
      { id: node.id, name: node.name, depth, path },
      ...flattenCategoryTree(node.children, depth + 1, path),
    ];
  });
}

/** A category's own id and every id under it (what a move may not go into). */
export function subtreeIds(nodes: readonly CategoryNode[], id: number): Set<number> {
  const collect = (node: CategoryNode, into: Set<number>): Set<number> => {
    into.add(node.id);
    node.children.forEach((child) => collect(child, into));
    return into;
  };
  for (const node of nodes) {
    if (node.id === id) return collect(node, new Set());
    const below = subtreeIds(node.children, id);
    if (below.size > 0) return below;
  }
  return new Set();
}
