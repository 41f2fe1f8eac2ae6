/**
 * Whether putting category `id` under `newParentId` would make it its own ancestor: the new
 * parent is the category itself or one of its descendants. Walks up from the new parent; the
 * visited set stops the walk should the stored data already hold a loop.
 */
export function wouldCreateCycle(
  parentOf: ReadonlyMap<number, number | null>,
  id: number,
  newParentId: number | null,
): boolean {
  const visited = new Set<number>();
  for (let current = newParentId; current !== null; current = parentOf.get(current) ?? null) {
    if (current === id) return true;
    if (visited.has(current)) return false;
    visited.add(current);
  }
  return false;
}
