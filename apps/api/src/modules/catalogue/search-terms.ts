import { toSearchText } from '@portal/contract';

/**
 * The distinct words of a buyer's search, normalised like products.search_text. Every word must
 * match, so a word that is part of another one adds nothing and is dropped. Control characters
 * separate words: PostgreSQL refuses NUL in text, so one must never reach a query.
 */
export function searchTerms(search: string): string[] {
  const text = toSearchText(search.replace(/\p{Cc}/gu, ' '));
  const words = [...new Set(text.split(' ').filter(Boolean))];
  return words.filter(
    (word, i) =>
      !words.some((other, j) => j !== i && other.length > word.length && other.includes(word)),
  );
}
