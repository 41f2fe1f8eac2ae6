import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { consoleProductQuery } from './product-records.ts';
import { buyerCards, guestCards } from './product-reader.ts';

/** Compiles only: what each audience's statement selects, read from its text. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const selected = (text: string) => text.slice('select '.length, text.indexOf(' from '));

describe('product fields by audience', () => {
  it("reads a visitor's card without a price, stock, limit or unit", () => {
    const { sql } = guestCards(db, 1, 'fr').compile();
    expect(selected(sql)).toBe(
      '"p"."id", "p"."part_number", coalesce("p"."description_fr", "p"."description") as "description", "p"."image_id"',
    );
  });

  it("reads a buyer's card as the visitor's and what buying needs, priced by the list", () => {
    const guest = selected(guestCards(db, 1, 'en').compile().sql);
    const { sql, parameters } = buyerCards(db, 1, 'en', 7).compile();
    expect(selected(sql).startsWith(`${guest}, "p"."selling_price", "p"."available"`)).toBe(true);
    expect(sql).toContain('as "price_tiers"');
    expect(parameters).toEqual([7, 1]);
    expect(buyerCards(db, 1, 'en', null).compile().sql).toContain('null as "price_tiers"');
  });

  it('reads the console record without the tenant or the search text', () => {
    const { sql } = consoleProductQuery(db, 1, 2).compile();
    expect(sql).toContain('"p"."description_es"');
    expect(selected(sql)).not.toMatch(/tenant_id|search_text/);
  });
});
