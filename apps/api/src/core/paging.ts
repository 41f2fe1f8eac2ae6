import type { PageMeta } from '@portal/contract';

/** Rows to skip before a page; pages start at 1. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * Paging meta of one page out of `total` rows. `from` and `to` are 1-based positions of the
 * page's first and last rows, null when the page is empty (beyond the last page, or no rows);
 * there is always at least one page, so a client can loop `page <= last_page`.
 */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  const offset = pageOffset(page, perPage);
  const empty = offset >= total;
  return {
    current_page: page,
    per_page: perPage,
    from: empty ? null : offset + 1,
    to: empty ? null : Math.min(offset + perPage, total),
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** One page of rows with its meta. */
export function pageOf<T>(data: T[], page: number, perPage: number, total: number) {
  return { data, meta: pageMeta(page, perPage, total) };
}
