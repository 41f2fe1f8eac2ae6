import { LRUCache } from 'lru-cache';
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

const keptByDatabase = new WeakMap<Db, LRUCache<string, string>>();

/** Databases whose instance keeps none (FILTERED_LIST_CACHE=0, with the lists). */
const notKept = new WeakSet<Db>();

/** Whether corrections read through `db` are kept: the catalogue-cache plugin sets it. */
export function keepCorrections(db: Db, keep: boolean): void {
  if (keep) notKept.delete(db);
  else {
    notKept.add(db);
    keptByDatabase.delete(db);
  }
}

function keptCorrections(db: Db): LRUCache<string, string> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({ max: MAX_KEPT_CORRECTIONS });
    keptByDatabase.set(db, kept);
  }
  return kept;
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
  const kept = version === undefined || notKept.has(db) ? undefined : keptCorrections(db);
  const keyOf = (term: string) => `${tenantId}:${version}:${term}`;
  const known = kept ? terms.map((term) => kept.get(keyOf(term))) : [];
  if (kept && known.every((term) => term !== undefined)) return known;
  const corrected = await correctedTerms(db, tenantId, terms);
  if (kept) terms.forEach((term, i) => kept.set(keyOf(term), corrected[i]));
  return corrected;
}
