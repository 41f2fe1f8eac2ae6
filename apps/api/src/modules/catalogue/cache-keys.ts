import type { Language } from '@portal/contract';
import type { ProductListInput } from './catalogue.service.ts';
import { searchTerms } from './search-terms.ts';

/**
 * Keys of a tenant's answers in the catalogue cache, built from the validated query (defaults
 * applied) and normalised as the answer reads it, so that requests asking the same thing share
 * one entry whatever their spelling: parameter order, spacing, letter case, accents, a word
 * repeated or contained in another. Each key names every input its answer depends on, such as
 * the reader's language (it picks the texts). No answer kept holds a price list's prices: a page
 * is kept with the products' own prices, and a buyer with a list gets it with their list's tiers
 * written in as it is sent (priced-answers.ts), so no customer can be served another's prices.
 */
export function productListKey(input: ProductListInput, language: Language): string {
  // Every term must match and their order changes neither the matches nor their ranking.
  const terms = searchTerms(input.search).sort().join(' ');
  const { page, per_page: perPage, categoryId } = input;
  const exact = input.exact && terms !== '' ? 'exact' : '';
  return `products:${language}:${page}:${perPage}:${categoryId ?? ''}:${exact}:${terms}`;
}

export function categoryPageKey(page: number, language: Language): string {
  return `categories:${language}:${page}`;
}

export function productDetailsKey(productId: number, language: Language): string {
  return `details:${language}:${productId}`;
}
