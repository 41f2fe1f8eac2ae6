import { sql, type Kysely } from 'kysely';

/**
 * Search by what the buyer meant (issue 32, docs/decisions/036-search-in-the-database.md):
 * a weighted text-search vector per product, stemmed in English, Spanish and French, and each
 * tenant's vocabulary for correcting a misspelt word. Both stay inside PostgreSQL and PGlite.
 */
const statements = [
  `create extension if not exists unaccent`,
  // Text as search reads it: without accents, and with slashes as spaces, so "Drill/Driver" is two
  // words rather than one file name. unaccent() is only stable (its dictionary could change); a
  // generated column needs an immutable expression, and the dictionary is named, so the answer
  // depends on the argument alone.
  `create function search_normalized(text) returns text
     language sql immutable parallel safe strict
     as $$ select translate(public.unaccent('public.unaccent'::regdictionary, $1), '/\\', '  ') $$`,
  // A word as a quoted tsquery operand: its characters are text, never query syntax.
  `create function search_lexeme(lexeme text) returns text
     language sql immutable parallel safe strict
     as $$ select chr(39) || replace(replace(lexeme, chr(92), chr(92) || chr(92)), chr(39), chr(39) || chr(39))
          || chr(39) $$`,
  // A buyer's normalised words as one tsquery: every word must match. Each word matches its stem
  // in English, Spanish and French, or any word it begins (part numbers, words being typed); with
  // whole_words, only the stems (the order puts those matches first). A word of several tokens
  // (a part number "ac-ca-001") matches them in sequence. Words the buyer's language does not
  // search by ("the", "de", "et") and words of punctuation alone are left out; none left is null,
  // which matches nothing. Immutable, so a query is folded to one constant when planned and the
  // planner reads the index with it and estimates it from the words' statistics. Distinct
  // alternatives only: a word repeated in the query made the planner count it three times and
  // scan the whole table.
  `create function search_query(words text[], language regconfig, whole_words boolean)
   returns tsquery language plpgsql immutable parallel safe strict as $$
   declare
     word text;
     lexeme text;
     alternatives text;
     part tsquery;
     result tsquery;
   begin
     foreach word in array words loop
       word := search_normalized(word);
       continue when length(to_tsvector(language, word)) = 0;
       if length(to_tsvector('simple', word)) > 1 then
         part := to_tsquery('simple', search_lexeme(word) || case when whole_words then '' else ':*' end);
       else
         lexeme := (tsvector_to_array(to_tsvector('simple', word)))[1];
         select string_agg(search_lexeme(s), ' | ')
           || case when whole_words then '' else ' | ' || search_lexeme(lexeme) || ':*' end
           into alternatives
         from unnest(tsvector_to_array(to_tsvector('english', word) || to_tsvector('spanish', word)
           || to_tsvector('french', word) || to_tsvector('simple', word))) as s
         where whole_words or not starts_with(s, lexeme);
         part := coalesce(alternatives, search_lexeme(lexeme) || ':*')::tsquery;
       end if;
       result := case when result is null then part else result && part end;
     end loop;
     return result;
   end $$`,
  // A: the part number; B: the descriptions, stemmed in their own language and as written (for
  // words typed in another language and for prefixes); D: the additional information, stemmed.
  // Accents are removed before stemming, as they are from the buyer's words.
  `alter table products add column search_vector tsvector generated always as (
     setweight(to_tsvector('simple', lower(part_number)), 'A')
     || setweight(to_tsvector('english', search_normalized(description)), 'B')
     || setweight(to_tsvector('spanish', search_normalized(coalesce(description_es, ''))), 'B')
     || setweight(to_tsvector('french', search_normalized(coalesce(description_fr, ''))), 'B')
     || setweight(to_tsvector('simple', search_normalized(
          description || ' ' || coalesce(description_es, '') || ' ' || coalesce(description_fr, ''))), 'B')
     || setweight(to_tsvector('english', search_normalized(coalesce(additional_info, ''))), 'D')
     || setweight(to_tsvector('spanish', search_normalized(coalesce(additional_info_es, ''))), 'D')
     || setweight(to_tsvector('french', search_normalized(coalesce(additional_info_fr, ''))), 'D')
   ) stored`,
  // btree_gin puts the tenant in the same index as the words.
  `create index products_search_vector_idx on products
     using gin (tenant_id, search_vector) where active`,

  // The words a tenant's descriptions are written with, for "Showing results for ...": a word
  // that finds nothing is replaced by the most similar one here (trigram similarity). Words are
  // added as products are written and never removed: a word left by a deleted product finds
  // nothing, and the search says so as it would without the correction.
  `create table search_words (
     tenant_id integer not null references tenants (id) on delete cascade,
     word text not null,
     primary key (tenant_id, word)
   )`,
  `create index search_words_trigram_idx on search_words using gin (tenant_id, word gin_trgm_ops)`,
  `create function search_words_of_products() returns trigger language plpgsql as $$
   begin
     insert into search_words (tenant_id, word)
     select distinct n.tenant_id, w.word
     from new_rows n,
          unnest(tsvector_to_array(to_tsvector('simple', search_normalized(
            n.description || ' ' || coalesce(n.description_es, '') || ' '
            || coalesce(n.description_fr, ''))))) as w(word)
     where n.active and length(w.word) between 3 and 40 and w.word !~ '[0-9]'
     on conflict do nothing;
     return null;
   end $$`,
  `create trigger search_words_inserted after insert on products
     referencing new table as new_rows for each statement execute function search_words_of_products()`,
  `create trigger search_words_updated after update on products
     referencing new table as new_rows for each statement execute function search_words_of_products()`,
  `insert into search_words (tenant_id, word)
   select distinct p.tenant_id, w.word
   from products p,
        unnest(tsvector_to_array(to_tsvector('simple', search_normalized(
          p.description || ' ' || coalesce(p.description_es, '') || ' '
          || coalesce(p.description_fr, ''))))) as w(word)
   where p.active and length(w.word) between 3 and 40 and w.word !~ '[0-9]'
   on conflict do nothing`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `drop trigger search_words_updated on products`,
    `drop trigger search_words_inserted on products`,
    `drop function search_words_of_products`,
    `drop table search_words`,
    `drop index products_search_vector_idx`,
    `alter table products drop column search_vector`,
    `drop function search_query`,
    `drop function search_lexeme`,
    `drop function search_normalized`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
