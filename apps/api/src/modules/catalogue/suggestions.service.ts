import {
  SUGGESTED_PRODUCTS,
  SUGGESTION_MIN_LENGTH,
  type BuyerSuggestions,
  type GuestSuggestions,
  type Language,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { TenantRef } from './catalogue.service.ts';
import { toGuestProduct, toProduct } from './product-mapper.ts';
import { searchTerms } from './search-terms.ts';
import { knownList, readFilteredList, type FilteredList } from './filtered-lists.ts';
import {
  findSuggestions,
  type SuggestionRead,
  type SuggestionRows,
} from './suggestions.repository.ts';

/**
 * The words suggestions are read for: none while fewer than two characters are typed (one letter
 * begins a third of a catalogue's words) or when the text is punctuation and spaces only.
 */
export function suggestionTerms(q: string): string[] {
  return q.trim().length < SUGGESTION_MIN_LENGTH ? [] : searchTerms(q);
}

/** Cache key of a tenant's suggestions for `q`, normalised as the answer reads it. */
export function suggestionsKey(q: string, language: Language, audience: 'buyer' | 'guest') {
  // The order of the words changes neither the matches nor their order (search-query.ts).
  return `suggestions:${audience}:${language}:${[...suggestionTerms(q)].sort().join(' ')}`;
}

/** Reads the cards of a list's first ids and the categories of some words. */
type ReadSuggestions<Card> = (
  ids: readonly number[],
  terms: string[],
) => Promise<SuggestionRead<Card>>;

/**
 * Suggestions are the first products of the full search for the words (the list it keeps per
 * catalogue version: filtered-lists.ts), so a word typed by many buyers, then searched, is ranked
 * once per version for all of them; and the categories the words match. Words that find nothing
 * are corrected as the full search corrects them (search-words.repository.ts), unless a category
 * matches them as typed, and the answer names the words found.
 */
async function suggest<Card>(
  db: Db,
  tenantId: number,
  q: string,
  language: Language,
  read: ReadSuggestions<Card>,
): Promise<SuggestionRows<Card> & { corrected?: string }> {
  const terms = suggestionTerms(q);
  if (terms.length === 0) return { products: [], categories: [] };
  const filter = { tenantId, terms, language };
  // The typed words' own products: none when the list is of the words they were corrected to.
  const typed = (list: FilteredList) =>
    read(list.corrected === undefined ? firstIds(list) : [], terms);
  let list = knownList(db, filter);
  let found = list && (await typed(list));
  if (!list || found?.version !== list.version) {
    list = await readFilteredList(db, filter, SUGGESTED_PRODUCTS, found?.version);
    found = await typed(list);
  }
  // A search answered at the version its index held, which the rows show is not the current one.
  if (found.version > list.version) {
    list = await readFilteredList(db, filter, SUGGESTED_PRODUCTS, found.version);
    found = await typed(list);
  }
  if (list.corrected === undefined || found.categories.length > 0) return rowsOf(found);
  const again = await read(firstIds(list), list.corrected.split(' '));
  return { ...rowsOf(again), corrected: list.corrected };
}

const firstIds = (list: FilteredList) =>
  Array.from(list.ids?.subarray(0, SUGGESTED_PRODUCTS) ?? []);

const rowsOf = <Card>({ products, categories }: SuggestionRows<Card>): SuggestionRows<Card> => ({
  products,
  categories,
});

const correctedField = (corrected: string | undefined) =>
  corrected === undefined ? {} : { corrected_search: corrected };

export async function buyerSuggestions(
  db: Db,
  tenant: TenantRef,
  q: string,
  language: Language,
  priceListId: number | null,
): Promise<BuyerSuggestions> {
  const found = await suggest(db, tenant.id, q, language, (ids, terms) =>
    findSuggestions(db, tenant.id, ids, terms, language, { priceListId }),
  );
  return {
    products: found.products.map((row) => toProduct(row, tenant.code)),
    categories: found.categories,
    ...correctedField(found.corrected),
  };
}

export async function guestSuggestions(
  db: Db,
  tenant: TenantRef,
  q: string,
  language: Language,
): Promise<GuestSuggestions> {
  const found = await suggest(db, tenant.id, q, language, (ids, terms) =>
    findSuggestions(db, tenant.id, ids, terms, language, 'guest'),
  );
  return {
    products: found.products.map((row) => toGuestProduct(row, tenant.code)),
    categories: found.categories,
    ...correctedField(found.corrected),
  };
}
