import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { SUGGESTED_CATEGORIES, type Language, type SuggestedCategory } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { inLanguage } from '../../readers/content-language.ts';
import {
  buyerCards,
  guestCards,
  type BuyerCardRow,
  type GuestCardRow,
} from '../../readers/product-reader.ts';
import { counter } from './catalogue.repository.ts';
import { searchQuery } from './search-query.ts';

/** Whose cards the suggestions hold: a buyer's (priced with their list, or none) or a visitor's. */
export type SuggestionAudience = { priceListId: number | null } | 'guest';

export interface SuggestionRows<Card> {
  products: Card[];
  categories: SuggestedCategory[];
}

/** Suggestions as read, with the catalogue version they were read at. */
export interface SuggestionRead<Card> extends SuggestionRows<Card> {
  version: number;
}

/**
 * The categories whose name in the reader's language the words match, as a product's description
 * is matched (stems, beginnings of words, synonyms): whole words first, then the tree's order.
 * Their words are kept per language (migration 0039), made as a product's are.
 */
function matchingCategories(db: Db, tenantId: number, terms: string[], language: Language) {
  const name = inLanguage<string>('c.name', language);
  const words = sql.ref(`c.search_words_${language}`);
  return db
    .selectFrom('categories as c')
    .leftJoin('categories as parent', (join) =>
      join.onRef('parent.tenant_id', '=', 'c.tenant_id').onRef('parent.id', '=', 'c.parent_id'),
    )
    .select([
      'c.id',
      name.as('category'),
      inLanguage<string | null>('parent.name', language).as('parent'),
    ])
    .where('c.tenant_id', '=', tenantId)
    .where(sql<boolean>`${words} @@ ${searchQuery(tenantId, terms, language)}`)
    .orderBy(
      sql`coalesce(${words} @@ ${searchQuery(tenantId, terms, language, true)}, false)`,
      'desc',
    )
    .orderBy('c.sort_order')
    .orderBy(name)
    .orderBy('c.id')
    .limit(sql.lit(SUGGESTED_CATEGORIES));
}

/**
 * A search box's suggestions in one statement (one round trip): the cards of the first products
 * of the search's ranked matches (`ids`, kept per catalogue version: filtered-lists.ts), in that
 * order, the categories the words match, and the catalogue version, so that the caller can tell
 * whether the ids were read at the same one.
 */
export async function findSuggestions(
  db: Db,
  tenantId: number,
  ids: readonly number[],
  terms: string[],
  language: Language,
  audience: 'guest',
): Promise<SuggestionRead<GuestCardRow>>;
export async function findSuggestions(
  db: Db,
  tenantId: number,
  ids: readonly number[],
  terms: string[],
  language: Language,
  audience: { priceListId: number | null },
): Promise<SuggestionRead<BuyerCardRow>>;
export async function findSuggestions(
  db: Db,
  tenantId: number,
  ids: readonly number[],
  terms: string[],
  language: Language,
  audience: SuggestionAudience,
): Promise<SuggestionRead<BuyerCardRow | GuestCardRow>> {
  const cards =
    audience === 'guest'
      ? guestCards(db, tenantId, language)
      : buyerCards(db, tenantId, language, audience.priceListId);
  const shown = sql.val(ids);
  return db
    .selectNoFrom([
      jsonArrayFrom(
        cards
          .where(sql<boolean>`p.id = any(${shown}::int[])`)
          .orderBy(sql`array_position(${shown}::int[], p.id)`),
      ).as('products'),
      jsonArrayFrom(matchingCategories(db, tenantId, terms, language)).as('categories'),
      counter(db, tenantId, 'catalogue_version').as('version'),
    ])
    .executeTakeFirstOrThrow();
}
