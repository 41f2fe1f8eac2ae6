import { LRUCache } from 'lru-cache';
import { KeptPerDatabase } from '../../db/kept-per-database.ts';
import type { Db } from '../../db/schema.ts';
import { correctedTerms } from './search-words.repository.ts';

/**
 * The corrections of search words (search-words.repository.ts), kept per tenant and catalogue
 * version. A misspelt word is asked for again and again: by the facets beside each of its lists
 * (with a category, in stock, a price bound: each another answer), by the buyers of each price
 * list, by the list's own pages. Each correction compares the word with every word of the
 * tenant's vocabulary by trigrams, in the database. The vocabulary changes only with the
 * catalogue (search_words is written by the products' triggers, which move the version), so a
 * correction holds for the version it was asked at.
 */

/** Corrections kept per database: a word's is a few dozen bytes. */
const MAX_KEPT_CORRECTIONS = 20_000;

const kept = new KeptPerDatabase(() => new LRUCache<string, string>({ max: MAX_KEPT_CORRECTIONS }));

/**
 * Whether corrections read through `db` are kept: the catalogue-cache plugin sets it with the
 * lists' (FILTERED_LIST_CACHE).
 */
export function keepCorrections(db: Db, keep: boolean): void {
  kept.keep(db, keep);
}

/**
 * correctedTerms of `terms`, kept for the tenant's catalogue version `version` (undefined: a
 * caller that knows none, whose words are corrected by the database every time). A word kept at
 * a version was corrected over the vocabulary as the statement found it, which a change being
 * committed meanwhile may have grown by a word: the next version's corrections are asked again.
 */
export async function correctedTermsAt(
  db: Db,
  tenantId: number,
  version: number | undefined,
  terms: readonly string[],
): Promise<string[]> {
  const corrections = version === undefined ? undefined : kept.of(db);
  const keyOf = (term: string) => `${tenantId}:${version}:${term}`;
  const known = corrections ? terms.map((term) => corrections.get(keyOf(term))) : [];
  if (corrections && known.every((term) => term !== undefined)) return known;
  const corrected = await correctedTerms(db, tenantId, terms);
  if (corrections) terms.forEach((term, i) => corrections.set(keyOf(term), corrected[i]));
  return corrected;
}
