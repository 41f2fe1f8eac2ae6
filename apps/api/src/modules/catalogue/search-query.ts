import { sql, type RawBuilder } from 'kysely';
import type { Language } from '@portal/contract';

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
 * Both queries of a search's words as one row (`whole_words`, `any_word`), for a statement that
 * reads them several times: each is made once (building one costs PostgreSQL about 0.3 ms:
 * the stems in three languages and the synonyms' table).
 */
export function searchQueries(
  tenantId: number,
  terms: readonly string[],
  language: Language,
): RawBuilder<unknown> {
  return sql`select ${searchQuery(tenantId, terms, language, true)} as whole_words,
    ${searchQuery(tenantId, terms, language)} as any_word`;
}
