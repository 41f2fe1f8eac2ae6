/**
 * The one normalisation of searchable text: products.search_text is written with it, search terms
 * and synonyms are normalised with it, so "cafe" finds "Café" and "CAFÉ" alike.
 */
export function toSearchText(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A group of synonyms holds at least two words and at most this many. */
export const MAX_SYNONYM_WORDS = 10;
/** A synonym is one word, no longer than this. */
export const MAX_SYNONYM_LENGTH = 40;

/**
 * The words of a synonym group as the console's field takes them ("ss, stainless, inox" or one a
 * line): normalised like search terms, without repeats, in the order typed. Commas, semicolons and
 * white space separate them; a synonym is a single word, as a search's words are.
 */
export function synonymWords(text: string): string[] {
  const words = toSearchText(text.replace(/[\p{Cc},;]/gu, ' '))
    .split(' ')
    .filter(Boolean);
  return [...new Set(words)];
}
