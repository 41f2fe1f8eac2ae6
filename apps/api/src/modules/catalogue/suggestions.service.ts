import {
  SUGGESTION_MIN_LENGTH,
  type BuyerSuggestions,
  type GuestSuggestions,
  type Language,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { TenantRef } from './catalogue.service.ts';
import { toGuestProduct, toProduct } from './product-mapper.ts';
import { searchTerms } from './search-terms.ts';
import { correctedTerms } from './search-words.repository.ts';
import { findSuggestions, type SuggestionRows } from './suggestions.repository.ts';

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

/**
 * Suggestions for the words, read once; words that find nothing are read again corrected
 * (search-words.repository.ts), as the full search does, and the answer names the words found.
 */
async function suggest<Card>(
  db: Db,
  tenantId: number,
  q: string,
  read: (terms: string[]) => Promise<SuggestionRows<Card>>,
): Promise<SuggestionRows<Card> & { corrected?: string }> {
  const terms = suggestionTerms(q);
  if (terms.length === 0) return { products: [], categories: [] };
  const found = await read(terms);
  if (found.products.length > 0 || found.categories.length > 0) return found;
  const corrected = await correctedTerms(db, tenantId, terms);
  if (corrected.every((term, i) => term === terms[i])) return found;
  const again = await read(corrected);
  const any = again.products.length > 0 || again.categories.length > 0;
  return any ? { ...again, corrected: corrected.join(' ') } : found;
}

const correctedField = (corrected: string | undefined) =>
  corrected === undefined ? {} : { corrected_search: corrected };

export async function buyerSuggestions(
  db: Db,
  tenant: TenantRef,
  q: string,
  language: Language,
  priceListId: number | null,
): Promise<BuyerSuggestions> {
  const found = await suggest(db, tenant.id, q, (terms) =>
    findSuggestions(db, tenant.id, terms, language, { priceListId }),
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
  const found = await suggest(db, tenant.id, q, (terms) =>
    findSuggestions(db, tenant.id, terms, language, 'guest'),
  );
  return {
    products: found.products.map((row) => toGuestProduct(row, tenant.code)),
    categories: found.categories,
    ...correctedField(found.corrected),
  };
}
