import { sql, type Kysely } from 'kysely';
import { searchQueryOf0032 } from './0032-search-synonyms.ts';

/**
 * The digits of a part number find it. PostgreSQL's parser reads "BR-1234" as the word "br" and
 * the signed number "-1234", so a buyer who typed "1234" (or "123", as the part number begins)
 * found nothing, while "AC-CL-2196", read as a hyphenated word, was found by "2196". A word of
 * digits now also matches the number after a hyphen, whole or as its beginning. Only the query
 * changes: the products' words are as they were.
 */
const ANCHOR = "part := coalesce(alternatives, search_lexeme(lexeme) || ':*')::tsquery;";

const DIGITS_AFTER_A_HYPHEN = `
           if lexeme ~ '^[0-9]+$' then
             part := part || to_tsquery('simple', search_lexeme('-' || lexeme)
               || case when whole_words then '' else ':*' end);
           end if;`;

function searchQueryOf0040(): string {
  if (!searchQueryOf0032.includes(ANCHOR)) throw new Error('search_query of 0032 has changed');
  // A function, not a string: "$'" in a replacement string means the text after the match.
  return searchQueryOf0032.replace(ANCHOR, () => ANCHOR + DIGITS_AFTER_A_HYPHEN);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(searchQueryOf0040()).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(searchQueryOf0032).execute(db);
}
