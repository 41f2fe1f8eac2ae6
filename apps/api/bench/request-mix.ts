import { apiPaths } from '@portal/contract';

/**
 * The request generator of `npm run bench`: every request is drawn at send time (autocannon's
 * `setupRequest`) with a random buyer's token and random parameters, so no cache sees the same
 * page twice in a row and no session is shared. The reference server is driven by the same
 * generator. Pure: the randomness is passed in.
 */
export type ReadKind = 'list' | 'search' | 'category' | 'details';
export type RowKind = ReadKind | 'mix' | 'order';

/** The mix of issue 17: list 30, search 25, category 20, details 25. */
export const MIX_WEIGHTS: Readonly<Record<ReadKind, number>> = {
  list: 30,
  search: 25,
  category: 20,
  details: 25,
};
export const PER_PAGE = 12;
export const MAX_LIST_PAGE = 1000;
/** A category filter reads one of its first pages. */
export const CATEGORY_PAGES = 3;
export const ORDER_LINES = 5;

export interface BenchBuyer {
  token: string;
  code: string;
  customerId: number;
  addressId: number;
  /** The customer's price list (issue 11), or null: the buyer sees the products' own prices. */
  priceListId: number | null;
}

/** What a run knows of one tenant's catalogue, read from its database. */
export interface BenchCatalogue {
  code: string;
  products: number;
  productIds: readonly number[];
  categoryIds: readonly number[];
  terms: readonly string[];
  /** Units of products sold by the unit (minimum 1): an order of 2 of each is always valid. */
  sellablePuomIds: readonly number[];
}

export interface GeneratedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type Random = () => number;

const pick = <T>(list: readonly T[], random: Random): T => {
  if (list.length === 0) throw new Error('nothing to pick from');
  return list[Math.floor(random() * list.length)]!;
};
const between = (low: number, high: number, random: Random) =>
  low + Math.floor(random() * (high - low + 1));

export function pickKind(random: Random, weights = MIX_WEIGHTS): ReadKind {
  const entries = Object.entries(weights) as [ReadKind, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [kind, weight] of entries) {
    if (r < weight) return kind;
    r -= weight;
  }
  return entries[entries.length - 1]![0];
}

export function readPath(kind: ReadKind, catalogue: BenchCatalogue, random: Random): string {
  const products = apiPaths.products(catalogue.code);
  switch (kind) {
    case 'list': {
      const lastPage = Math.max(
        1,
        Math.min(MAX_LIST_PAGE, Math.ceil(catalogue.products / PER_PAGE)),
      );
      return `${products}?page=${between(1, lastPage, random)}&per_page=${PER_PAGE}`;
    }
    case 'search':
      return `${products}?search=${encodeURIComponent(pick(catalogue.terms, random))}&per_page=${PER_PAGE}`;
    case 'category':
      return `${products}?categoryId=${pick(catalogue.categoryIds, random)}&page=${between(1, CATEGORY_PAGES, random)}&per_page=${PER_PAGE}`;
    case 'details':
      return apiPaths.productDetails(catalogue.code, pick(catalogue.productIds, random));
  }
}

/** Five distinct sellable units, two of each, for the buyer's own customer and address. */
export function orderBody(
  buyer: BenchBuyer,
  catalogue: BenchCatalogue,
  random: Random,
  saleDate: string,
): string {
  const units = new Set<number>();
  const wanted = Math.min(ORDER_LINES, catalogue.sellablePuomIds.length);
  while (units.size < wanted) units.add(pick(catalogue.sellablePuomIds, random));
  return JSON.stringify({
    header: {
      customer_id: buyer.customerId,
      sale_date: saleDate,
      shipping_address_id: buyer.addressId,
      purchase_order: 'BENCH',
    },
    items: [...units].map((puom_id) => ({ puom_id, sale_qty: 2 })),
  });
}

/**
 * `count` of `buyers` spread evenly over their price lists (every k-th in list order), so that a
 * smaller set of buyers with a list still has all the lists, each with as many buyers.
 */
export function buyersSpreadOverLists(buyers: readonly BenchBuyer[], count: number): BenchBuyer[] {
  const byList = [...buyers].sort((a, b) => (a.priceListId ?? 0) - (b.priceListId ?? 0));
  const take = Math.min(count, byList.length);
  const step = byList.length / Math.max(1, take);
  return Array.from({ length: take }, (_, i) => byList[Math.floor(i * step)]!);
}

/**
 * A generator of requests of one row: a random buyer of `buyers` each time (for reads, of the
 * first catalogue's tenant; for orders, of any tenant in `catalogues`).
 */
export function requestGenerator(
  kind: RowKind,
  catalogues: readonly BenchCatalogue[],
  buyers: readonly BenchBuyer[],
  random: Random,
  saleDate = new Date().toISOString().slice(0, 10),
): () => GeneratedRequest {
  const byCode = new Map(catalogues.map((c) => [c.code, c]));
  return (): GeneratedRequest => {
    const buyer = pick(buyers, random);
    const catalogue = byCode.get(buyer.code);
    if (!catalogue) throw new Error(`no catalogue for tenant ${buyer.code}`);
    const authorization = `Bearer ${buyer.token}`;
    if (kind === 'order') {
      return {
        method: 'POST',
        path: apiPaths.orders(buyer.code),
        headers: { authorization, 'content-type': 'application/json' },
        body: orderBody(buyer, catalogue, random, saleDate),
      };
    }
    const readKind = kind === 'mix' ? pickKind(random) : kind;
    return {
      method: 'GET',
      path: readPath(readKind, catalogue, random),
      headers: { authorization },
    };
  };
}
