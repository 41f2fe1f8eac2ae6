import { numberRangeOf } from '@portal/contract';
import type {
  AttributeFacet,
  FacetSelection,
  FacetValue,
  GuestFacets,
  Language,
  ProductFacets,
  ProductSort,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { ProductFilter } from './catalogue.repository.ts';
import { findFacetAttributes, type FacetAttribute } from './facet-attributes.repository.ts';
import { countFacets } from './facet-counting.ts';
import type { FacetStore } from './facet-store.ts';
import { findFacetCounts, type FacetCountRow } from './facets.repository.ts';
import { forEachIndexedMatch } from './indexed-search.ts';
import { correctedTermsAt } from './kept-corrections.ts';
import type { KeptFacetParts } from './kept-facets.ts';
import { resolveChoices, type Narrowing } from './narrowing.ts';
import { searchTerms } from './search-terms.ts';

/** The choices of a list's query, as the contract reads them (a visitor's has no prices or stock). */
export interface ChoiceInput {
  filter?: FacetSelection[] | undefined;
  in_stock?: boolean | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  sort?: ProductSort | undefined;
}

/**
 * A query's choices against the tenant's own filter attributes (read only when the query chose
 * some: a list without choices costs what it did).
 */
export async function narrowingOf(
  db: Db,
  tenantId: number,
  language: Language,
  input: ChoiceInput,
  priceListId: number | null,
  known?: FacetAttribute[],
): Promise<Narrowing> {
  const chosen = input.filter ?? [];
  const attributes =
    known ?? (chosen.length > 0 ? await findFacetAttributes(db, tenantId, language) : []);
  return {
    attributes: resolveChoices(chosen, attributes),
    inStock: input.in_stock ?? false,
    priceMin: input.price_min,
    priceMax: input.price_max,
    priceListId,
    sort: input.sort ?? 'relevance',
  };
}

export interface FacetInput extends ChoiceInput {
  search: string;
  exact?: boolean | undefined;
  categoryId?: number | undefined;
}

/**
 * The facets of a list (decision 044): the tenant's filter attributes, then every count, by the
 * database's statement or, where `kept` holds the tenant's facet store, in memory over it and the
 * search index at the store's catalogue version (decision 055). Words that find nothing are
 * corrected as the list's are (filtered-lists.ts), so the facets count what the list shows.
 */
export async function listFacets(
  db: Db,
  tenantId: number,
  input: FacetInput,
  language: Language,
  prices: { priceListId: number | null } | null,
  kept?: KeptFacetParts,
): Promise<ProductFacets> {
  const store = kept && (await kept.store(tenantId));
  const attributes = store
    ? await store.attributesIn(language, () => findFacetAttributes(db, tenantId, language))
    : await findFacetAttributes(db, tenantId, language);
  const narrowing = await narrowingOf(
    db,
    tenantId,
    language,
    prices ? input : { filter: input.filter },
    prices?.priceListId ?? null,
    attributes,
  );
  const filter = {
    tenantId,
    terms: searchTerms(input.search),
    language,
    exact: input.exact,
    categoryId: input.categoryId,
    narrowing,
  };
  const ids = attributes.map((attribute) => attribute.id);
  const count = async (terms: string[]) =>
    (store && kept && (await keptCounts(db, kept, store, { ...filter, terms }, ids, prices))) ??
    (await findFacetCounts(db, { ...filter, terms }, ids, prices !== null));
  let rows = await count(filter.terms);
  if (totalOf(rows) === 0 && filter.terms.length > 0 && !filter.exact) {
    const terms = await correctedTermsAt(db, tenantId, store?.version, filter.terms);
    if (terms.some((term, i) => term !== filter.terms[i])) rows = await count(terms);
  }
  return facetsOf(rows, attributes, narrowing);
}

/**
 * The counts from the tenant's facet store and the search index at the store's catalogue version;
 * undefined where the index does not answer at that version (the database then counts).
 */
async function keptCounts(
  db: Db,
  kept: KeptFacetParts,
  store: FacetStore,
  filter: ProductFilter & { narrowing: Narrowing },
  attributeIds: readonly number[],
  prices: { priceListId: number | null } | null,
): Promise<FacetCountRow[] | undefined> {
  const words = filter.terms.length === 0 ? store.allRows : await wordMatches(db, store, filter);
  if (!words) return undefined;
  const { categoryId } = filter;
  let rows = words;
  let matched = words.length;
  if (categoryId !== undefined) {
    const slot = store.categorySlotOf(categoryId);
    rows = new Int32Array(words.length);
    matched = 0;
    if (slot >= 0) for (const row of words) if (store.isListedIn(row, slot)) rows[matched++] = row;
  }
  const listId = prices?.priceListId ?? null;
  const tiers = listId === null ? null : await kept.tiers(filter.tenantId, listId);
  const own = store.ownPrice;
  return countFacets(store, {
    rows,
    matched,
    narrowing: filter.narrowing,
    attributeIds,
    categoryId,
    priceOf:
      prices === null
        ? null
        : tiers === null
          ? (row) => own[row]!
          : store.listPricesOf(tiers).reader(own),
  });
}

/** The store's rows the words match, kept with it; undefined where the index does not answer. */
async function wordMatches(
  db: Db,
  store: FacetStore,
  filter: ProductFilter,
): Promise<Int32Array | undefined> {
  const key = `${filter.language ?? 'en'}:${filter.terms.join(' ')}`;
  const kept = store.matchesOf(key);
  if (kept) return kept;
  const rows = new Int32Array(store.size);
  let matched = 0;
  const answered = await forEachIndexedMatch(db, filter, store.version, (productId) => {
    const row = store.rowOf(productId);
    if (row >= 0) rows[matched++] = row;
  });
  if (!answered) return undefined;
  const words = rows.slice(0, matched);
  store.keepMatches(key, words);
  return words;
}

const totalOf = (rows: FacetCountRow[]) => rows.find((row) => row.facet === 'total')?.count ?? 0;

function facetsOf(
  rows: FacetCountRow[],
  attributes: FacetAttribute[],
  narrowing: Narrowing,
): ProductFacets {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.facet === 'attribute') counts.set(`${row.id}:${row.value}`, row.count);
  }
  const stock = rows.find((row) => row.facet === 'stock');
  return {
    total: totalOf(rows),
    categories: rows
      .filter((row) => row.facet === 'category')
      .map((row) => ({ id: row.id, count: row.count })),
    attributes: attributes
      .map((attribute) => attributeFacet(attribute, counts, narrowing))
      .filter((facet) => facet.values.length > 0),
    in_stock: stock?.count ?? 0,
    price:
      stock?.low == null || stock.high == null
        ? null
        : { min: Number(stock.low), max: Number(stock.high) },
  };
}

/**
 * One attribute's values with their counts: its options in their order, yes and no, or the
 * numbers its products hold, ascending. A value no product would list is left out unless it is
 * chosen (the buyer must be able to take it back).
 */
function attributeFacet(
  attribute: FacetAttribute,
  counts: Map<string, number>,
  narrowing: Narrowing,
): AttributeFacet {
  const chosen = new Set(
    narrowing.attributes.find((choice) => choice.attributeId === attribute.id)?.values ?? [],
  );
  const value = (text: string, label: string): FacetValue => ({
    value: text,
    label,
    count: counts.get(`${attribute.id}:${text}`) ?? 0,
    selected: chosen.has(text),
  });
  let values: FacetValue[];
  if (attribute.kind === 'options') {
    values = attribute.options.map((option) => value(String(option.id), option.label));
  } else if (attribute.kind === 'yes_no') {
    values = ['yes', 'no'].map((answer) => value(answer, answer));
  } else {
    const prefix = `${attribute.id}:`;
    // A chosen range is no value to tick: the panel's range form shows it (from the URL).
    const numbers = new Set([...chosen].filter((text) => numberRangeOf(text) === null));
    for (const key of counts.keys()) {
      if (key.startsWith(prefix)) numbers.add(key.slice(prefix.length));
    }
    values = [...numbers].sort((a, b) => Number(a) - Number(b)).map((text) => value(text, text));
  }
  return {
    id: attribute.id,
    name: attribute.name,
    kind: attribute.kind,
    unit: attribute.kind === 'number' ? attribute.unit : null,
    values: values.filter((entry) => entry.count > 0 || entry.selected),
  };
}

/** A visitor's facets: the same counts, without stock or prices read at all. */
export function guestFacetsOf(facets: ProductFacets): GuestFacets {
  return { total: facets.total, categories: facets.categories, attributes: facets.attributes };
}
