import { apiPaths } from '@portal/contract/api-paths';
import { readListParams } from '@/features/catalogue/lib/list-params.ts';
import {
  earlyResponses,
  headersOf,
  JSON_TYPE,
  withQuery,
  type QueryValue,
} from '@/shared/api/api-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

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

const KEEP_MS = 10_000;

/**
 * Starts a GET with the headers the API client would send; its first `api.get` of the same
 * address and headers takes the answer. One nobody takes within ten seconds is dropped, so none
 * is ever served late.
 */
export function startEarlyGet(path: string, query: Record<string, QueryValue>) {
  const url = withQuery(path, query);
  const { headers } = headersOf(path, {}, JSON_TYPE);
  const key = JSON.stringify([url, headers]); // as api-client.ts's send looks it up
  if (earlyResponses.has(key)) return;
  const response = fetch(url, { headers });
  // A failure is the screen's to report, when it takes the answer.
  response.catch(() => undefined);
  earlyResponses.set(key, response);
  setTimeout(() => {
    if (earlyResponses.get(key) === response) earlyResponses.delete(key);
  }, KEEP_MS);
}

/** The guest catalogue's company is in its path, the buyer's in the session. */
export function startFirstReads(
  reads: FirstReads,
  pathCode: string | undefined,
  search = window.location.search,
) {
  const code = pathCode?.toUpperCase() ?? sessionStore.get().manufacturer?.code;
  if (!code) return;
  for (const [path, query] of FIRST_READS[reads](code, new URLSearchParams(search))) {
    startEarlyGet(path, query);
  }
}
