import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './catalogue-limits.ts';
import { guestProduct, product } from './catalogue.ts';

export * from './suggestion-limits.ts';

/**
 * What the header's search box offers while a buyer types (issue 32 point 4): the products and
 * categories its words match so far, found as the full search finds them (decision 036).
 */

export const suggestionQuery = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH, { error: 'validation.searchTooLong' })
    .optional()
    .default(''),
});
export type SuggestionQuery = z.input<typeof suggestionQuery>;

/** A category by its name in the reader's language, with its parent's for context. */
export const suggestedCategory = z.object({
  id: z.number().int(),
  category: z.string(),
  parent: z.string().nullable(),
});
export type SuggestedCategory = z.infer<typeof suggestedCategory>;

/** The words found instead when the typed ones found nothing (as the list's corrected_search). */
const corrected = { corrected_search: z.string().optional() };

/** A buyer's suggestions: product cards priced for them (their tiers), and categories. */
export const buyerSuggestions = z.object({
  products: z.array(product),
  categories: z.array(suggestedCategory),
  ...corrected,
});
export type BuyerSuggestions = z.infer<typeof buyerSuggestions>;

/** A visitor's: no price, stock or quantity field at all. */
export const guestSuggestions = z.object({
  products: z.array(guestProduct),
  categories: z.array(suggestedCategory),
  ...corrected,
});
export type GuestSuggestions = z.infer<typeof guestSuggestions>;
