import type { Language } from '@portal/contract';
import type { ProductListInput } from './catalogue.service.ts';
import { searchTerms } from './search-terms.ts';

/**
 * Keys of a tenant's answers in the catalogue cache, built from the validated query (defaults
 * applied) and normalised as the answer reads it, so that requests asking the same thing share
 * one entry whatever their spelling: parameter order, spacing, letter case, accents, a word
 * repeated or contained in another. Each key names every input its answer depends on, the
 * reader's language included (it picks the texts).
 */
export function productListKey(input: ProductListInput, language: Language): string {
  // Every term must match and none decides the order, so their order does not matter.
  const terms = searchTerms(input.search).sort().join(' ');
  return `products:${language}:${input.page}:${input.per_page}:${input.categoryId ?? ''}:${terms}`;
}

export function categoryPageKey(page: number, language: Language): string {
  return `categories:${language}:${page}`;
}

export function productDetailsKey(productId: number, language: Language): string {
  return `details:${language}:${productId}`;
}
