import DataLoader from 'dataloader';
import type { Language } from '@portal/contract';
import { builtOnce } from '../../db/built-once.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { Db } from '../../db/schema.ts';
import { outsideRequest } from '../../lib/request-scope.ts';
import { buyerProductPages } from '../../readers/product-reader.ts';

interface DetailsArgs extends Record<string, unknown> {
  tenantId: number;
  productIds: number[];
  /** The list each product is priced by, position by position (null: its own prices). */
  priceListIds: (number | null)[];
}

/** Products' pages one statement reads at most. */
const MOST_A_READ = 100;

// Products by their keys, each with its list: built once per language, and prepared (the arrays
// are values known when it runs, so it keeps its generic plan whatever their length).
const productPages = builtOnce(
  (language: Language) => language,
  (db: Db, language: Language, { tenantId, productIds, priceListIds }: DetailsArgs) =>
    buyerProductPages(db, tenantId, productIds, priceListIds, language).$call(prepared),
);

type PageRow = Awaited<ReturnType<typeof productPages>>[number];

interface PageAsked {
  tenantId: number;
  productId: number;
  language: Language;
  priceListId: number | null;
}

/**
 * The pages asked together, grouped by what makes one statement: tenant and language. Buyers of
 * every list share it, each page priced by its own asker's list.
 */
async function readPages(db: Db, asked: readonly PageAsked[]): Promise<(PageRow | undefined)[]> {
  const groups = new Map<string, Map<string, PageAsked>>();
  for (const page of asked) {
    const key = `${page.tenantId}:${page.language}`;
    const group = groups.get(key) ?? new Map<string, PageAsked>();
    group.set(pageKey(page), page);
    groups.set(key, group);
  }
  const found = new Map<string, PageRow>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const pages = [...group.values()];
      const { tenantId, language } = pages[0]!;
      const rows = await productPages(db, language, {
        tenantId,
        productIds: pages.map((page) => page.productId),
        priceListIds: pages.map((page) => page.priceListId),
      });
      for (const row of rows) {
        const { id: productId, price_list_id: priceListId } = row;
        found.set(pageKey({ tenantId, language, productId, priceListId }), row);
      }
    }),
  );
  return asked.map((page) => found.get(pageKey(page)));
}

const pageKey = ({ tenantId, productId, language, priceListId }: PageAsked) =>
  `${tenantId}:${language}:${priceListId ?? ''}:${productId}`;

/**
 * One reader per database handle: the product pages asked for by the requests an instance
 * handles in one turn of its event loop (the answers missing from the cache, or every one with
 * the caches off) are read in one statement per tenant and language, not one each.
 * A page is a product by its key, so reading several costs the database their rows and the
 * server one round trip (issue 25: the details row's misses were most of the mix's statements).
 * The reads are shared, so they run outside any one request's deadline, as a number read is
 * (durable-order-numbers.ts); nothing is kept here: the catalogue's cache keeps answers.
 */
const readers = new WeakMap<Db, DataLoader<PageAsked, PageRow | undefined, string>>();

function readerOf(db: Db) {
  let reader = readers.get(db);
  if (!reader) {
    reader = new DataLoader((asked) => outsideRequest(() => readPages(db, asked)), {
      // What arrives in one turn of the event loop (every request whose handler reached here
      // before the loop checks its immediates), not only in one tick.
      batchScheduleFn: (read) => setImmediate(read),
      maxBatchSize: MOST_A_READ,
      cache: false,
    });
    readers.set(db, reader);
  }
  return reader;
}

export function findProductDetails(
  db: Db,
  tenantId: number,
  productId: number,
  language: Language,
  priceListId: number | null,
): Promise<PageRow | undefined> {
  return readerOf(db).load({ tenantId, productId, language, priceListId });
}
