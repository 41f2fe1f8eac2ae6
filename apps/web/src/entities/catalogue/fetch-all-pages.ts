import type { PageMeta } from '@portal/contract';
import { dedupeById } from './category-tree.ts';

interface Page<T> {
  data: T[];
  meta: Pick<PageMeta, 'last_page'>;
}

/** Safety net against a server that never reports its last page. */
const MAX_PAGES = 200;

/**
 * Fetches page 1, 2, ... until last_page (specification section 9, categories), and keeps one item
 * per id.
 */
export async function fetchAllPages<T extends { id: number }>(
  fetchPage: (page: number) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let page = 1;
  let lastPage: number;
  do {
    const result = await fetchPage(page);
    items.push(...result.data);
    lastPage = Math.min(result.meta.last_page, MAX_PAGES);
    page += 1;
  } while (page <= lastPage);
  return dedupeById(items);
}
