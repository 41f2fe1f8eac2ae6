import {
  BENCH_GRADES,
  BENCH_LENGTHS_MM,
  BENCH_THREAD_SIZES,
} from '../src/seed/bench/bench-attributes.ts';
import { benchPartNumber, WORD_CLASSES } from '../src/seed/bench/vocabulary.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The request generator of `npm run bench`: every request is drawn at send time (autocannon's
 * `setupRequest`) with a random buyer's token and random parameters, so no cache sees the same
 * page twice in a row and no session is shared. The reference server is driven by the same
 * generator. Pure: the randomness is passed in.
 */
export type ReadKind = 'list' | 'search' | 'category' | 'details';
/** The ledger rows (issue 31 point 9): the ledger customer's invoices page and statement. */
export type LedgerKind = 'invoices' | 'statement';
/**
 * `facets`: the facets beside a search (decision 044); `suggest`: the header's search box while
 * a buyer types (issue 32 point 4); rows of their own, not in the mix.
 */
export type RowKind = ReadKind | LedgerKind | 'mix' | 'order' | 'facets' | 'suggest';
const isLedgerKind = (kind: RowKind): kind is LedgerKind =>
  kind === 'invoices' || kind === 'statement';

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
  /**
   * The customer keeps approval rules and the buyer a spending limit, none of which a bench
   * order reaches (issue 29 point 10): their orders make the order row with rules.
   */
  approvalRules: boolean;
}

/** What a run knows of one tenant's catalogue, read from its database. */
export interface BenchCatalogue {
  code: string;
  products: number;
  productIds: readonly number[];
  /** Every category (the statement and SQL-cap benches read them all; the HTTP rows do not). */
  categoryIds: readonly number[];
  /**
   * The categories by level of the tree, the top level first: a category filter picks a level,
   * then a category of it, so a top-level category of thousands of products is asked for as
   * often as buyers who browse from the top ask for it, not once in 1,648.
   */
  categoryLevels: readonly (readonly number[])[];
  /** Units of products sold by the unit (minimum 1): an order of 2 of each is always valid. */
  sellablePuomIds: readonly number[];
  /**
   * The tenant's filter attributes with the values a facet choice may name (option ids, numbers,
   * yes/no), as the `filter` parameter spells them; none for a tenant seeded without them.
   */
  facetValues: readonly { attributeId: number; values: readonly string[] }[];
}

export interface GeneratedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
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

const pickWeighted = <K extends string>(weights: Readonly<Record<K, number>>, random: Random) => {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [key, weight] of entries) {
    if (r < weight) return key;
    r -= weight;
  }
  return entries[entries.length - 1]![0];
};

export function pickKind(random: Random, weights = MIX_WEIGHTS): ReadKind {
  return pickWeighted(weights, random);
}

/**
 * What buyers type in the search box, drawn when sent from an open vocabulary rather than a fixed
 * list of terms: a catalogue word, two words, an attribute's words (a thread size, a grade, a
 * length, perhaps with an item), a word with a typo, a word the catalogue does not have, or the
 * first digits of a part number. Weights out of 100.
 */
export type SearchKind = 'word' | 'pair' | 'attribute' | 'typo' | 'unknown' | 'part';
export const SEARCH_WEIGHTS: Readonly<Record<SearchKind, number>> = {
  word: 30,
  pair: 15,
  attribute: 15,
  typo: 15,
  unknown: 10,
  part: 15,
};

/**
 * A word class's words with the skew the seed gives them (vocabulary.ts, zipfTable): a word
 * buyers search is as common among their searches as among the descriptions.
 */
class SkewedWords {
  readonly #words: readonly string[];
  readonly #cumulative: number[];
  constructor(words: readonly string[], exponent = 1.1) {
    this.#words = words;
    let sum = 0;
    this.#cumulative = words.map((_, i) => (sum += 1 / (i + 1) ** exponent));
  }
  pick(random: Random): string {
    const total = this.#cumulative[this.#cumulative.length - 1]!;
    const r = random() * total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#cumulative[middle]! > r) high = middle;
      else low = middle + 1;
    }
    return this.#words[low]!;
  }
}

const CLASSES = Object.fromEntries(
  WORD_CLASSES.map((c) => [c.name, new SkewedWords(c.words)]),
) as Record<'adjective' | 'material' | 'item' | 'finish' | 'use', SkewedWords>;
const CLASS_LIST = Object.values(CLASSES);
/** Every word of the catalogue's descriptions. */
export const CATALOGUE_WORDS: ReadonlySet<string> = new Set(WORD_CLASSES.flatMap((c) => c.words));

const anyWord = (random: Random) => pick(CLASS_LIST, random).pick(random);

/**
 * Words of the bench attributes (seed/bench/bench-attributes.ts) as buyers type them: "m8",
 * "m8 bolt", "grade 8 bolt", "40 mm".
 */
function attributeWords(random: Random): string {
  const item = () => CLASSES.item.pick(random);
  switch (between(0, 3, random)) {
    case 0:
      return pick(BENCH_THREAD_SIZES, random).toLowerCase();
    case 1:
      return `${pick(BENCH_THREAD_SIZES, random).toLowerCase()} ${item()}`;
    case 2:
      return `grade ${pick(BENCH_GRADES, random)} ${item()}`;
    default:
      return `${pick(BENCH_LENGTHS_MM, random)} mm`;
  }
}

/** `word` with one letter dropped or two neighbours swapped, never its first letter. */
export function withTypo(word: string, random: Random): string {
  if (word.length < 4) return `${word}${word[word.length - 1]}`;
  const at = between(1, word.length - 2, random);
  const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return random() < 0.5 || swapped === word ? word.slice(0, at) + word.slice(at + 1) : swapped;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A made-up word of 6-9 letters that no description holds. */
function unknownWord(random: Random): string {
  for (;;) {
    const length = between(6, 9, random);
    const word = Array.from({ length }, () => pick([...LETTERS], random)).join('');
    if (!CATALOGUE_WORDS.has(word)) return word;
  }
}

/** A search, as typed: the server lower-cases it (part numbers are typed as printed). */
export function searchTerm(catalogue: BenchCatalogue, random: Random): string {
  switch (pickWeighted(SEARCH_WEIGHTS, random)) {
    case 'word':
      return anyWord(random);
    case 'pair':
      return random() < 0.5
        ? `${(random() < 0.5 ? CLASSES.adjective : CLASSES.material).pick(random)} ${CLASSES.item.pick(random)}`
        : `${CLASSES.item.pick(random)} ${CLASSES.use.pick(random)}`;
    case 'attribute':
      return attributeWords(random);
    case 'typo':
      return withTypo(anyWord(random), random);
    case 'unknown':
      return unknownWord(random);
    case 'part': {
      const number = benchPartNumber(between(1, Math.max(1, catalogue.products), random));
      // 'BN-' and 3 to 7 of the 7 digits: from 10,000 products down to one.
      return number.slice(0, 3 + between(3, 7, random));
    }
  }
}

/**
 * What the search box holds when it asks for suggestions: a search as buyers type it (searchTerm),
 * cut after 2 characters or more, as each pause in typing sends what is typed so far.
 */
export function typedSoFar(catalogue: BenchCatalogue, random: Random): string {
  const search = searchTerm(catalogue, random);
  return search.slice(0, between(Math.min(2, search.length), search.length, random));
}

export function suggestionsPath(catalogue: BenchCatalogue, random: Random): string {
  const path = pathTo(memberEndpoints.suggestions, { code: catalogue.code });
  return `${path}?q=${encodeURIComponent(typedSoFar(catalogue, random))}`;
}

/** A category filter's category: a level of the tree first, then a category of that level. */
export function categoryOf(catalogue: BenchCatalogue, random: Random): number {
  const levels = catalogue.categoryLevels.filter((level) => level.length > 0);
  return pick(pick(levels, random), random);
}

/** Invoices a page of the invoices list shows (the API's page size). */
const INVOICES_PER_PAGE = 20;
/** The invoices' filters a ledger request draws from: none most often, as a buyer opens it. */
const INVOICE_FILTERS = [
  '',
  '',
  '&status=overdue',
  '&status=partly_paid',
  '&po_number=PO-4',
  '&due_from=2024-01-01&due_to=2024-12-31',
] as const;

/**
 * A ledger request of the bench's ledger customer (seed/bench/bench-ledger.ts: 5,000 invoices
 * and 5,000 payments over 2022-2026): a random page of its invoices, perhaps filtered, or its
 * statement of a random year of that history (the opening balance sums the years before).
 */
export function ledgerPath(
  kind: LedgerKind,
  code: string,
  random: Random,
  invoices = 5000,
): string {
  if (kind === 'invoices') {
    const lastPage = Math.max(1, Math.ceil(invoices / INVOICES_PER_PAGE));
    const filter = pick(INVOICE_FILTERS, random);
    const page = filter ? 1 : between(1, lastPage, random);
    return `${pathTo(memberEndpoints.invoices, { code })}?page=${page}${filter}`;
  }
  const year = between(2022, 2026, random);
  return `${pathTo(memberEndpoints.accountStatement, { code })}?from=${year}-01-01&to=${year}-12-31`;
}

export function readPath(kind: ReadKind, catalogue: BenchCatalogue, random: Random): string {
  const products = pathTo(memberEndpoints.products, { code: catalogue.code });
  switch (kind) {
    case 'list': {
      const lastPage = Math.max(
        1,
        Math.min(MAX_LIST_PAGE, Math.ceil(catalogue.products / PER_PAGE)),
      );
      return `${products}?page=${between(1, lastPage, random)}&per_page=${PER_PAGE}`;
    }
    case 'search':
      return `${products}?search=${encodeURIComponent(searchTerm(catalogue, random))}&per_page=${PER_PAGE}`;
    case 'category':
      return `${products}?categoryId=${categoryOf(catalogue, random)}&page=${between(1, CATEGORY_PAGES, random)}&per_page=${PER_PAGE}`;
    case 'details':
      return pathTo(memberEndpoints.productDetails, {
        code: catalogue.code,
        productId: pick(catalogue.productIds, random),
      });
  }
}

/**
 * A facet request's choices, each now and then: a category, an attribute's value, stock only, a
 * price bound.
 */
export const FACET_CHOICE_ODDS = {
  category: 0.3,
  attribute: 0.25,
  inStock: 0.25,
  priceMax: 0.25,
} as const;

/**
 * The facets beside a search (issue 32 point 3): the search row's words, with a category, an
 * attribute's value, stock only or the buyer's price bound now and then, so the counts are read
 * with choices applied.
 */
export function facetsPath(catalogue: BenchCatalogue, random: Random): string {
  const query = new URLSearchParams({ search: searchTerm(catalogue, random) });
  if (random() < FACET_CHOICE_ODDS.category) {
    query.set('categoryId', String(categoryOf(catalogue, random)));
  }
  if (catalogue.facetValues.length > 0 && random() < FACET_CHOICE_ODDS.attribute) {
    const attribute = pick(catalogue.facetValues, random);
    query.set('filter', `${attribute.attributeId}:${pick(attribute.values, random)}`);
  }
  if (random() < FACET_CHOICE_ODDS.inStock) query.set('in_stock', '1');
  if (random() < FACET_CHOICE_ODDS.priceMax)
    query.set('price_max', String(between(5, 200, random)));
  return `${pathTo(memberEndpoints.productFacetCounts, { code: catalogue.code })}?${query}`;
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
        path: pathTo(memberEndpoints.orders, { code: buyer.code }),
        headers: { authorization, 'content-type': 'application/json' },
        body: orderBody(buyer, catalogue, random, saleDate),
      };
    }
    if (kind === 'facets') {
      return { method: 'GET', path: facetsPath(catalogue, random), headers: { authorization } };
    }
    if (kind === 'suggest') {
      return {
        method: 'GET',
        path: suggestionsPath(catalogue, random),
        headers: { authorization },
      };
    }
    if (isLedgerKind(kind)) {
      return {
        method: 'GET',
        path: ledgerPath(kind, buyer.code, random),
        headers: { authorization },
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
