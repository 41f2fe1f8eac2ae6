import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type Language,
  type SuggestedCategory,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { inLanguage } from '../../readers/content-language.ts';
import {
  buyerCards,
  guestCards,
  type BuyerCardRow,
  type GuestCardRow,
} from '../../readers/product-reader.ts';
import { filteredProducts } from './catalogue.repository.ts';
import { searchOrder, searchQuery } from './search-query.ts';

/** Whose cards the suggestions hold: a buyer's (priced with their list, or none) or a visitor's. */
export type SuggestionAudience = { priceListId: number | null } | 'guest';

export interface SuggestionRows<Card> {
  products: Card[];
  categories: SuggestedCategory[];
}

/**
 * The most relevant active products for the words, in the full search's order (search-query.ts:
 * the part number typed, then part numbers it begins, then whole words, then rank), as ids.
 */
function rankedIds(db: Db, tenantId: number, terms: string[], language: Language) {
  const order = searchOrder(tenantId, terms, language);
  let query = filteredProducts(db, { tenantId, terms, language }).select('p.id');
  // Several words have no part number to begin, and PostgreSQL refuses a constant to order by.
  if (terms.length === 1) {
    query = query.orderBy(order.exactPartNumber, 'desc').orderBy(order.partNumberPrefix, 'desc');
  }
  return query
    .orderBy(order.wholeWords, 'desc')
    .orderBy(order.rank, 'desc')
    .orderBy('p.part_number')
    .orderBy('p.id')
    .limit(sql.lit(SUGGESTED_PRODUCTS));
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
 * A search box's suggestions in one statement (one round trip): the ranked ids of the products,
 * then their cards in that order, and the matching categories. The cards are read for the few
 * ids only, so a word matching a fifth of the catalogue ranks those rows and reads six cards.
 */
export async function findSuggestions(
  db: Db,
  tenantId: number,
  terms: string[],
  language: Language,
  audience: 'guest',
): Promise<SuggestionRows<GuestCardRow>>;
export async function findSuggestions(
  db: Db,
  tenantId: number,
  terms: string[],
  language: Language,
  audience: { priceListId: number | null },
): Promise<SuggestionRows<BuyerCardRow>>;
export async function findSuggestions(
  db: Db,
  tenantId: number,
  terms: string[],
  language: Language,
  audience: SuggestionAudience,
): Promise<SuggestionRows<BuyerCardRow | GuestCardRow>> {
  const cards =
    audience === 'guest'
      ? guestCards(db, tenantId, language)
      : buyerCards(db, tenantId, language, audience.priceListId);
  // The ranked ids once, materialized: as a sub-select, the planner put its array in each place
  // that names it (the cards' filter and their order) and ranked every match twice.
  const row = await db
    .with(
      (cte) => cte('t').materialized(),
      (qb) =>
        qb.selectNoFrom(
          sql<number[]>`array(${rankedIds(db, tenantId, terms, language)})`.as('ids'),
        ),
    )
    .selectFrom('t')
    .select([
      jsonArrayFrom(
        cards.where(sql<boolean>`p.id = any(t.ids)`).orderBy(sql`array_position(t.ids, p.id)`),
      ).as('products'),
      jsonArrayFrom(matchingCategories(db, tenantId, terms, language)).as('categories'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
