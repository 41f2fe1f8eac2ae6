import { sql, type Kysely } from 'kysely';

/**
 * The search box's categories (decision 047) matched their names' words made on every request:
 * two `to_tsvector` calls a category and language, for every category of the tenant, twice (the
 * match and the order). The bench tenant's 1,648 categories made a suggestion cost 42-64 ms of
 * PostgreSQL's CPU, 26-42 a second on two cores. The words are now kept per language as
 * generated columns, made as the full search makes a product's (simple words and the language's
 * stems, accents and case folded by search_normalized, migration 0026).
 */
const LANGUAGES = [
  { column: 'search_words_en', name: 'name', config: 'english' },
  { column: 'search_words_es', name: 'coalesce(name_es, name)', config: 'spanish' },
  { column: 'search_words_fr', name: 'coalesce(name_fr, name)', config: 'french' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { column, name, config } of LANGUAGES) {
    await sql
      .raw(
        `alter table categories add column ${column} tsvector generated always as (
           to_tsvector('simple', search_normalized(${name}))
           || to_tsvector('${config}', search_normalized(${name}))) stored`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { column } of LANGUAGES) {
    await sql.raw(`alter table categories drop column ${column}`).execute(db);
  }
}
