import { sql } from 'kysely';
import { escapeLike } from '../../db/like-pattern.ts';
import type { Db } from '../../db/schema.ts';

/** How alike two words must be, in shared trigrams (pg_trgm's own default), to correct one. */
const MIN_SIMILARITY = 0.3;

/**
 * The closest word of the tenant's catalogue (search_words, migration 0026) for each search word
 * that is neither a word of it nor the beginning of one, by trigram similarity; a word with no
 * close word is kept. One statement. The similarity is computed over the tenant's words rather
 * than through pg_trgm's `%` operator: on PGlite that operator, planned on the trigram index,
 * found nothing and then hung; a tenant has thousands of distinct words, not millions, and only a
 * search that found nothing pays it.
 */
export async function correctedTerms(
  db: Db,
  tenantId: number,
  terms: readonly string[],
): Promise<string[]> {
  const prefixes = terms.map((term) => `${escapeLike(term)}%`);
  const { rows } = await sql<{ term: string; known: boolean; closest: string | null }>`
    select t.term,
      exists (select 1 from search_words w
        where w.tenant_id = ${tenantId} and w.word like t.prefix) as known,
      (select w.word from search_words w
        where w.tenant_id = ${tenantId} and similarity(w.word, t.term) >= ${MIN_SIMILARITY}
        order by similarity(w.word, t.term) desc, w.word limit 1) as closest
    from unnest(${sql.val(terms)}::text[], ${sql.val(prefixes)}::text[])
      with ordinality as t(term, prefix, n)
    order by t.n`.execute(db);
  return rows.map((row) => (row.known || row.closest === null ? row.term : row.closest));
}
