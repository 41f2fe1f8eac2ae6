import type { Language } from '@portal/contract';
import type { ProductListInput } from './catalogue.service.ts';
import { searchTerms } from './search-terms.ts';

/**
 * Keys of a tenant's answers in the catalogue cache, built from the validated query (defaults
 * applied) and normalised as the answer reads it, so that requests asking the same thing share
 * one entry whatever their spelling: parameter order, spacing, letter case, accents, a word
 * repeated or contained in another. Each key names every input its answer depends on: the
 * reader's language (it picks the texts) and, where there are prices, the price list in force for
 * the reader (modules/pricing), never the tenant alone, so no customer is served another's prices.
 */
export function productListKey(
  input: ProductListInput,
  language: Language,
  priceListId: number | null,
): string {
  // Every term must match and none decides the order, so their order does not matter.
  const terms = searchTerms(input.search).sort().join(' ');
  const { page, per_page: perPage, categoryId } = input;
  return `products:${language}:${pricedBy(priceListId)}:${page}:${perPage}:${categoryId ?? ''}:${terms}`;
}

/** 'own' for the products' own prices, else the list's id. */
const pricedBy = (priceListId: number | null) => (priceListId === null ? 'own' : priceListId);

export function categoryPageKey(page: number, language: Language): string {
  return `categories:${language}:${page}`;
}

export function productDetailsKey(
  productId: number,
  language: Language,
  priceListId: number | null,
): string {
  return `details:${language}:${pricedBy(priceListId)}:${productId}`;
}
