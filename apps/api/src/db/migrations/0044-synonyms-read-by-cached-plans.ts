import { sql, type Kysely } from 'kysely';

/**
 * A search word that the servers' index has not seen yet is read through search_synonyms_of()
 * (migration 0032) in the words' statement (indexed-search.ts), once for each such word: a new
 * word of a search, a typo, each prefix the suggestions box is asked for. As SQL functions with a
 * FROM, neither it nor search_stems() could be inlined, so each statement that called them planned
 * their bodies anew; in PL/pgSQL a connection plans them once and keeps the plans. A tenant with no
 * synonyms at all (most tenants; the bench tenant) skips the stems: every word is its own group,
 * as the SQL version answered. Same answers, fewer milliseconds of PostgreSQL for each new word
 * (docs/performance/2026-12-02-session-36.md).
 */
const STEMS_BODY = `select coalesce(array_agg(distinct s), '{}')
     from unnest(words) as w,
       unnest(tsvector_to_array(to_tsvector('english', search_normalized(w))
         || to_tsvector('spanish', search_normalized(w)) || to_tsvector('french', search_normalized(w))
         || to_tsvector('simple', search_normalized(w)))) as s`;

const SYNONYMS_BODY = `select coalesce(array_agg(coalesce(
         (select string_agg(distinct w, chr(31))
          from search_synonyms s cross join unnest(array[t.word] || s.words) as w
          where s.tenant_id = tenant and s.stems && search_stems(array[t.word])),
         t.word) order by t.n), '{}')
     from unnest(words) with ordinality as t(word, n)`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create or replace function search_stems(words text[]) returns text[]
     language plpgsql immutable parallel safe strict as $$
     begin
       return (${STEMS_BODY});
     end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create or replace function search_synonyms_of(tenant integer, words text[]) returns text[]
     language plpgsql stable parallel safe strict as $$
     begin
       if not exists (select 1 from search_synonyms s where s.tenant_id = tenant) then
         return words;
       end if;
       return (${SYNONYMS_BODY});
     end $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create or replace function search_stems(words text[]) returns text[]
     language sql immutable parallel safe strict as $$ ${STEMS_BODY} $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create or replace function search_synonyms_of(tenant integer, words text[]) returns text[]
     language sql stable parallel safe strict as $$ ${SYNONYMS_BODY} $$`,
    )
    .execute(db);
}
