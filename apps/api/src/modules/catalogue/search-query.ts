import { sql, type RawBuilder } from 'kysely';
import type { Language } from '@portal/contract';
import { escapeLike } from '../../db/like-pattern.ts';

/** The text-search configuration that stems each language of the portal. */
export const SEARCH_CONFIG: Readonly<Record<Language, string>> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
};

/**
 * What a buyer's words match (products.search_vector): every word, in any order, by its stem in
 * any of the three languages or as the beginning of a word (search_query, migration 0026), or as
 * any word of the tenant's synonyms of it (migration 0032). With `wholeWords`, the stems only.
 * Words are normalised by search-terms.ts; the buyer's language decides which words are too
 * common to search by. A sub-select, so that the query is made once per statement rather than
 * for each row it is compared with (the synonyms make it read a table: no longer a constant).
 */
export function searchQuery(
  tenantId: number,
  terms: readonly string[],
  language: Language,
  wholeWords = false,
): RawBuilder<string> {
  return sql<string>`(select search_query(search_synonyms_of(${tenantId}, ${sql.val(terms)}::text[]), ${SEARCH_CONFIG[language]}::regconfig, ${sql.lit(wholeWords)}))`;
}

/**
 * The order of a search's matches: for a search of one word, the part number typed exactly, then
 * the part numbers it begins; then the products that have every word as a whole word ("12"
 * before "1248"); then by relevance (words in the part number weigh most, then the descriptions,
 * then the additional information: the weights of the search vector); then the list order. The
 * order of the words changes neither the matches nor their order.
 */
export function searchOrder(tenantId: number, terms: readonly string[], language: Language) {
  const [word] = terms;
  const single = terms.length === 1 && word !== undefined;
  return {
    exactPartNumber: single ? sql<boolean>`lower(p.part_number) = ${word}` : sql<boolean>`false`,
    partNumberPrefix: single
      ? sql<boolean>`lower(p.part_number) like ${`${escapeLike(word)}%`}`
      : sql<boolean>`false`,
    wholeWords: sql<boolean>`coalesce(p.search_vector @@ ${searchQuery(tenantId, terms, language, true)}, false)`,
    rank: sql<number>`ts_rank(p.search_vector, ${searchQuery(tenantId, terms, language)})`,
  };
}
