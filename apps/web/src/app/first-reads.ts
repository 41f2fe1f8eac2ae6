import { apiPaths } from '@portal/contract/api-paths';
import { readListParams } from '@/features/catalogue/lib/list-params.ts';
import { startEarlyGet, type QueryValue } from '@/shared/api/api-client.ts';

/**
 * The API reads a screen's first render makes, asked exactly as its queries ask them
 * (get-products.ts, get-browse-products.ts, fetch-all-pages.ts), so that they can start as the
 * page opens (screen-preload.ts). A chunk of its own: the login screen's budget carries none of it.
 */
type Read = readonly [path: string, query: Record<string, QueryValue>];

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

export const FIRST_READS = {
  products: (code: string, query: URLSearchParams): readonly Read[] => {
    const params = readListParams(query);
    return [
      [
        apiPaths.products(code),
        {
          page: params.page,
          per_page: params.perPage,
          search: params.search,
          categoryId: params.categoryId,
        },
      ],
      [apiPaths.categories(code), { page: 1 }],
    ];
  },
  // use-browse-params.ts
  browse: (code: string, query: URLSearchParams): readonly Read[] => [
    [
      apiPaths.browseProducts(code),
      {
        page: positiveInt(query.get('page')) ?? 1,
        search: query.get('search') ?? '',
        categoryId: positiveInt(query.get('category')),
      },
    ],
    [apiPaths.browseCategories(code), { page: 1 }],
  ],
};

export type FirstReads = keyof typeof FIRST_READS;

export function startFirstReads(reads: FirstReads, code: string, search: string) {
  for (const [path, query] of FIRST_READS[reads](code, new URLSearchParams(search))) {
    startEarlyGet(path, query);
  }
}
