import { describe, expect, it } from 'vitest';
import { parseFacetFilter } from '@portal/contract';
import { seededRandom } from '../src/seed/bench/vocabulary.ts';
import { benchSearchTerms, WORD_CLASSES } from '../src/seed/bench/vocabulary.ts';
import {
  CATALOGUE_WORDS,
  CATEGORY_PAGES,
  MAX_LIST_PAGE,
  MIX_WEIGHTS,
  SEARCH_WEIGHTS,
  buyersSpreadOverLists,
  ledgerPath,
  pickKind,
  requestGenerator,
  withTypo,
  type BenchBuyer,
  type BenchCatalogue,
} from './request-mix.ts';

/** A tree of 2 top-level categories, 6 below them and 24 leaves, as ids 1-32. */
const levels = [[1, 2], [3, 4, 5, 6, 7, 8], Array.from({ length: 24 }, (_, i) => 9 + i)];
const catalogue: BenchCatalogue = {
  code: 'BENCH',
  products: 100_000,
  productIds: Array.from({ length: 500 }, (_, i) => 1000 + i),
  categoryIds: levels.flat(),
  categoryLevels: levels,
  sellablePuomIds: Array.from({ length: 40 }, (_, i) => 5000 + i),
  facetValues: [
    { attributeId: 71, values: ['301', '302', '303'] },
    { attributeId: 72, values: ['6', '8', '40'] },
    { attributeId: 73, values: ['yes', 'no'] },
  ],
};
const buyers: BenchBuyer[] = Array.from({ length: 100 }, (_, i) => ({
  token: `token-${i}`,
  code: 'BENCH',
  customerId: 10 + (i % 7),
  addressId: 100 + (i % 7),
  priceListId: i % 5 === 0 ? null : 1 + (i % 3),
  approvalRules: false,
}));

const N = 20_000;
const draw = (kind: Parameters<typeof requestGenerator>[0], seed = 1) => {
  const next = requestGenerator(kind, [catalogue], buyers, seededRandom(seed), '2026-11-24');
  return Array.from({ length: N }, next);
};
const query = (path: string) => new URL(path, 'http://x').searchParams;

describe('bench request generator', () => {
  it('draws the mix 30/25/20/25', () => {
    const random = seededRandom(3);
    const counts = { list: 0, search: 0, category: 0, details: 0 };
    for (let i = 0; i < N; i++) counts[pickKind(random)]++;
    for (const [kind, weight] of Object.entries(MIX_WEIGHTS)) {
      expect(counts[kind as keyof typeof counts] / N).toBeCloseTo(weight / 100, 1);
    }
  });

  it('gives every request a random buyer token, spread over the buyers', () => {
    const requests = draw('mix');
    const tokens = new Set(requests.map((r) => r.headers.authorization));
    expect(tokens.size).toBe(buyers.length);
    expect(requests.every((r) => /^Bearer token-\d+$/.test(r.headers.authorization!))).toBe(true);
  });

  it('asks for suggestions with what is typed so far: 2 characters or more of a search', () => {
    const typed = draw('suggest').map((r) => {
      expect(r.method).toBe('GET');
      expect(r.path.startsWith('/api/products/BENCH/suggestions?q=')).toBe(true);
      return query(r.path).get('q')!;
    });
    expect(typed.every((q) => q.length >= 2)).toBe(true);
    expect(typed.some((q) => q.length === 2)).toBe(true);
    expect(typed.some((q) => q.includes(' '))).toBe(true);
    expect(new Set(typed).size).toBeGreaterThan(1000);
  });

  it('lists random pages 1-1000 of 12 products', () => {
    const pages = draw('list').map((r) => {
      expect(r.path.startsWith('/api/products/BENCH?')).toBe(true);
      expect(query(r.path).get('per_page')).toBe('12');
      return Number(query(r.path).get('page'));
    });
    expect(Math.min(...pages)).toBe(1);
    expect(Math.max(...pages)).toBe(MAX_LIST_PAGE);
    expect(new Set(pages).size).toBeGreaterThan(990);
  });

  it('keeps list pages within a small catalogue', () => {
    const small = { ...catalogue, products: 120 };
    const next = requestGenerator('list', [small], buyers, seededRandom(1));
    const pages = Array.from({ length: 500 }, () => Number(query(next().path).get('page')));
    expect(Math.max(...pages)).toBe(10);
  });

  it('searches an open vocabulary drawn when sent, not a fixed list of terms', () => {
    const terms = draw('search').map((r) => query(r.path).get('search')!);
    const words = (term: string) => term.split(' ');
    const isPart = (term: string) => /^BN-\d{3,7}$/.test(term);
    // The bench attributes' words (bench-attributes.ts): "m8", "m8 bolt", "grade 8 bolt", "40 mm".
    const isAttribute = (term: string) =>
      /^(m\d{1,2}( [a-z]+)?|grade \d [a-z]+|\d{1,3} mm)$/.test(term);
    const kinds = { word: 0, pair: 0, attribute: 0, other: 0, part: 0 };
    for (const term of terms) {
      if (isPart(term)) kinds.part++;
      else if (isAttribute(term)) kinds.attribute++;
      else if (words(term).length === 2 && words(term).every((w) => CATALOGUE_WORDS.has(w))) {
        kinds.pair++;
      } else if (CATALOGUE_WORDS.has(term)) kinds.word++;
      else kinds.other++;
    }
    // Typos and unknown words are the words the catalogue does not have (a typo may make one).
    const share = (n: number) => n / terms.length;
    expect(share(kinds.part)).toBeCloseTo(SEARCH_WEIGHTS.part / 100, 1);
    expect(share(kinds.pair)).toBeCloseTo(SEARCH_WEIGHTS.pair / 100, 1);
    expect(share(kinds.attribute)).toBeCloseTo(SEARCH_WEIGHTS.attribute / 100, 1);
    expect(share(kinds.other)).toBeGreaterThan(0.2);
    expect(share(kinds.word)).toBeGreaterThan(0.25);
    // Thousands of distinct searches, most of them outside the 300 terms a run once read first.
    const distinct = new Set(terms);
    expect(distinct.size).toBeGreaterThan(5000);
    const fixed = new Set(benchSearchTerms(catalogue.products));
    expect([...distinct].filter((t) => fixed.has(t.toLowerCase())).length).toBeLessThan(300);
    expect(draw('search').some((r) => /search=[a-z]+%20[a-z]+&/.test(r.path))).toBe(true);
  });

  it('skews catalogue words as the catalogue does: its common words are searched most', () => {
    const terms = draw('search').map((r) => query(r.path).get('search')!);
    const count = (word: string) => terms.filter((t) => t === word).length;
    const items = WORD_CLASSES.find((c) => c.name === 'item')!.words;
    expect(count(items[0]!)).toBeGreaterThan(5 * Math.max(1, count(items[items.length - 1]!)));
  });

  it('misspells a word by one letter dropped or two swapped, never the first', () => {
    const random = seededRandom(5);
    for (const word of ['bracket', 'steel', 'hvac', 'galvanised']) {
      for (let i = 0; i < 50; i++) {
        const typo = withTypo(word, random);
        expect(typo).not.toBe(word);
        expect(typo[0]).toBe(word[0]);
        const dropped = typo.length === word.length - 1;
        const swapped =
          typo.length === word.length && [...typo].sort().join('') === [...word].sort().join('');
        expect(dropped || swapped).toBe(true);
      }
    }
  });

  it('draws a level of the tree first, then a category of it, on one of its first pages', () => {
    const requests = draw('category');
    const ids = requests.map((r) => Number(query(r.path).get('categoryId')));
    const pages = new Set(requests.map((r) => Number(query(r.path).get('page'))));
    for (const level of levels) {
      const share = ids.filter((id) => level.includes(id)).length / ids.length;
      expect(share).toBeCloseTo(1 / levels.length, 1);
    }
    // A top-level category is asked for 12 times as often as a leaf, not as often.
    const top = ids.filter((id) => id === 1).length;
    const leaf = ids.filter((id) => id === 9).length;
    expect(top / leaf).toBeGreaterThan(8);
    expect(new Set(ids).size).toBe(catalogue.categoryIds.length);
    expect([...pages].sort()).toEqual(Array.from({ length: CATEGORY_PAGES }, (_, i) => i + 1));
  });

  it('reads the details of random products', () => {
    const requests = draw('details');
    const ids = new Set(requests.map((r) => Number(/\/(\d+)$/.exec(r.path)![1])));
    expect(requests.every((r) => r.method === 'GET' && r.body === undefined)).toBe(true);
    expect(ids.size).toBe(catalogue.productIds.length);
  });

  it("orders five distinct sellable units for the buyer's own customer and address", () => {
    for (const request of draw('order').slice(0, 2000)) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/api/orders/BENCH');
      expect(request.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request.body!) as {
        header: unknown;
        items: { puom_id: number; sale_qty: number }[];
      };
      const buyer = buyers.find((b) => `Bearer ${b.token}` === request.headers.authorization)!;
      expect(body.header).toEqual({
        customer_id: buyer.customerId,
        sale_date: '2026-11-24',
        shipping_address_id: buyer.addressId,
        purchase_order: 'BENCH',
      });
      const units = body.items.map((item) => item.puom_id);
      expect(new Set(units).size).toBe(5);
      expect(units.every((id) => catalogue.sellablePuomIds.includes(id))).toBe(true);
    }
  });

  it("sends each buyer's orders to its own tenant when several take orders", () => {
    const other = { ...catalogue, code: 'BENCHO2' };
    const mixed = [
      ...buyers.slice(0, 50),
      ...buyers.slice(50).map((b) => ({ ...b, code: 'BENCHO2' })),
    ];
    const next = requestGenerator('order', [catalogue, other], mixed, seededRandom(9));
    const paths = new Set(Array.from({ length: 500 }, () => next().path));
    expect([...paths].sort()).toEqual(['/api/orders/BENCH', '/api/orders/BENCHO2']);
  });

  it('is the same sequence for the same seed', () => {
    expect(draw('mix', 4).slice(0, 100)).toEqual(draw('mix', 4).slice(0, 100));
  });

  it('takes buyers spread over their price lists, as many of each list', () => {
    const priced: BenchBuyer[] = Array.from({ length: 4000 }, (_, i) => ({
      ...buyers[0]!,
      token: `priced-${i}`,
      // As the bench seed assigns them: customer n of 1,000 has list ((n - 1) % 200) + 1.
      priceListId: 1 + ((i % 800) % 200),
    }));
    const sample = buyersSpreadOverLists(priced, 1000);
    expect(sample).toHaveLength(1000);
    expect(new Set(sample.map((b) => b.token)).size).toBe(1000);
    const perList = new Map<number | null, number>();
    for (const b of sample) perList.set(b.priceListId, (perList.get(b.priceListId) ?? 0) + 1);
    expect(perList.size).toBe(200);
    expect([...perList.values()].every((n) => n === 5)).toBe(true);
    expect(buyersSpreadOverLists(priced.slice(0, 10), 1000)).toHaveLength(10);
  });

  it('asks for the facets of a search, with a category, an attribute, stock or a price bound now and then', () => {
    const requests = draw('facets');
    for (const request of requests) {
      expect(request.path.startsWith('/api/products/BENCH/facets?')).toBe(true);
      expect(query(request.path).get('search')).toBeTruthy();
    }
    const share = (name: string) =>
      requests.filter((request) => query(request.path).has(name)).length / requests.length;
    expect(share('categoryId')).toBeGreaterThan(0.2);
    expect(share('in_stock')).toBeGreaterThan(0.15);
    expect(share('price_max')).toBeGreaterThan(0.15);
    // An attribute's value, spelt as the contract reads it (facet-filter.ts).
    const filters = requests.map((r) => query(r.path).get('filter')).filter(Boolean);
    expect(filters.length / requests.length).toBeGreaterThan(0.15);
    for (const filter of filters) {
      const parsed = parseFacetFilter(filter!);
      expect(parsed).toHaveLength(1);
      const attribute = catalogue.facetValues.find(
        (a) => a.attributeId === parsed![0]!.attributeId,
      );
      expect(attribute?.values).toContain(parsed![0]!.values[0]);
    }
    expect(new Set(filters).size).toBe(8);
  });

  it('names no attribute for a tenant without them', () => {
    const bare = { ...catalogue, facetValues: [] };
    const next = requestGenerator('facets', [bare], buyers, seededRandom(2));
    for (let i = 0; i < 500; i++) expect(query(next().path).has('filter')).toBe(false);
  });
});

describe('the ledger rows’ requests', () => {
  it('read the invoices page and a year’s statement, each a valid query of the API', () => {
    const random = seededRandom(11);
    const invoices = Array.from({ length: 200 }, () => ledgerPath('invoices', 'BENCH', random));
    for (const path of invoices) {
      const url = new URL(path, 'http://bench');
      expect(url.pathname).toBe('/api/invoices/BENCH');
      const page = Number(url.searchParams.get('page'));
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(250);
      // A filtered list is read from its first page.
      if ([...url.searchParams.keys()].length > 1) expect(page).toBe(1);
    }
    expect(new Set(invoices).size).toBeGreaterThan(20);
    const statements = Array.from({ length: 50 }, () => ledgerPath('statement', 'BENCH', random));
    for (const path of statements) {
      expect(path).toMatch(/^\/api\/statement\/BENCH\?from=(20\d\d)-01-01&to=\1-12-31$/);
    }
  });

  it('are drawn by the generator for the ledger rows', () => {
    const next = requestGenerator('statement', [catalogue], buyers, seededRandom(5));
    const request = next();
    expect(request.method).toBe('GET');
    expect(request.path).toContain('/api/statement/BENCH?from=');
  });
});
