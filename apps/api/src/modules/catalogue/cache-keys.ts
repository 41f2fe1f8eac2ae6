import { writeFacetFilter, type Language } from '@portal/contract';
import type { ProductListInput } from './catalogue.service.ts';
import type { ChoiceInput, FacetInput } from './facets.service.ts';
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
export function productListKey(
  input: ProductListInput,
  language: Language,
  priceListId: number | null = null,
): string {
  // Every term must match and their order changes neither the matches nor their ranking.
  const terms = searchTerms(input.search).sort().join(' ');
  const { page, per_page: perPage, categoryId } = input;
  const exact = input.exact && terms !== '' ? 'exact' : '';
  const choices = choicesKey(input, priceListId);
  return `products:${language}:${page}:${perPage}:${categoryId ?? ''}:${exact}:${terms}${choices}`;
}

/**
 * What a list's choices add to its key ('' for none, so the keys of lists without are as they
 * were): the attribute values in one spelling, stock, the price bounds and order with the buyer's
 * list in force, whose prices they read.
 */
function choicesKey(input: ChoiceInput, priceListId: number | null): string {
  const filter = writeFacetFilter(input.filter ?? []);
  const sort = input.sort ?? 'relevance';
  const prices = input.price_min !== undefined || input.price_max !== undefined;
  const readsPrices = choicesReadPrices(input);
  if (filter === '' && !input.in_stock && !readsPrices && sort === 'relevance') return '';
  const bounds = prices ? `${input.price_min ?? ''}-${input.price_max ?? ''}` : '';
  const list = readsPrices ? `list${priceListId ?? ''}` : '';
  return `:${filter}:${input.in_stock ? 'stock' : ''}:${bounds}:${sort}:${list}`;
}

/** Whether a list is narrowed or ordered by choices beside it (its key then says which). */
export function hasChoices(input: ChoiceInput): boolean {
  return choicesKey(input, null) !== '';
}

/** Whether a list's choices read the buyer's prices: a price bound or a price order. */
export function choicesReadPrices(input: ChoiceInput): boolean {
  return (
    input.price_min !== undefined ||
    input.price_max !== undefined ||
    input.sort === 'price_asc' ||
    input.sort === 'price_desc'
  );
}

/**
 * A list's facets, as every buyer of one price list (or none) sees them: the price range is their
 * list's. A visitor's are keyed apart (`guest`): they hold no stock or prices.
 */
export function facetsKey(
  input: FacetInput,
  language: Language,
  priceListId: number | null | 'guest',
): string {
  const terms = searchTerms(input.search).sort().join(' ');
  const exact = input.exact && terms !== '' ? 'exact' : '';
  const { filter, in_stock: inStock, price_min: low, price_max: high } = input;
  const choices = `${writeFacetFilter(filter ?? [])}:${inStock ? 'stock' : ''}:${low ?? ''}-${high ?? ''}`;
  return `facets:${language}:${priceListId ?? ''}:${input.categoryId ?? ''}:${exact}:${terms}:${choices}`;
}

/** What an answer read with a price list's prices is tagged with: a change of the list forgets it. */
export function priceListTag(tenantId: number, priceListId: number): string {
  return `price-list:${tenantId}:${priceListId}`;
}

export function categoryPageKey(page: number, language: Language): string {
  return `categories:${language}:${page}`;
}

export function productDetailsKey(productId: number, language: Language): string {
  return `details:${language}:${productId}`;
}
