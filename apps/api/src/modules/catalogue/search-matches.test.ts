import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { findSearchMatches } from './search-matches.ts';

/**
 * A search ranks a bounded set of candidates (decision 049), here a bound of 3 where the bench
 * has 2,000: what the order puts first must still come first, and a narrowed list's choices must
 * reach every match, not only the first few.
 */
describe('search candidates', () => {
  const t = useTestApp();
  let tenantId = 0;
  const ids = new Map<string, number>();
  const bound = 3;

  beforeAll(async () => {
    ({ tenantId } = await createSignedInBuyer(t.db, 'ACME'));
    const products = [
      // Five whole-word matches of "bolt", more than the bound, none in stock yet.
      ...[1, 2, 3, 4, 5].map((n) => ({
        partNumber: `HB-${n}`,
        description: `Hex bolt ${n}`,
        available: 0,
      })),
      // Matches "bolt" only as a word's beginning, and "bol" by its part number, written last.
      { partNumber: 'BOLTX-1', description: 'Boltx clamp', available: 0 },
      // "cap" begins a word of many products and is a whole word of one, written last.
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ partNumber: `CP-${n}`, description: `Capacitor ${n}` })),
      { partNumber: 'CS-1', description: 'Cap screw' },
    ];
    for (const product of products) {
      ids.set(product.partNumber, (await createProduct(t.db, tenantId, product)).id);
    }
  });

  const search = (terms: string[], inStock = false) =>
    findSearchMatches(
      t.db,
      {
        tenantId,
        terms,
        language: 'en',
        narrowing: { attributes: [], inStock, priceListId: null, sort: 'relevance' },
      },
      12,
      bound,
    ).then((read) => read.ids);

  it('ranks only the first whole-word matches of a common word, with the part numbers it begins first', async () => {
    const found = await search(['bolt']);
    // The part number the word begins, though written last; then three of the five bolts.
    expect(found[0]).toBe(ids.get('BOLTX-1'));
    expect(found).toHaveLength(1 + bound);
    expect(
      found.slice(1).every((id) => [1, 2, 3, 4, 5].some((n) => ids.get(`HB-${n}`) === id)),
    ).toBe(true);
  });

  it('ranks the first matches where no product has the whole word', async () => {
    // No product has "bol" as a whole word: the words it begins are read, up to the bound.
    const found = await search(['bol']);
    expect(found[0]).toBe(ids.get('BOLTX-1'));
    expect(found.length).toBeGreaterThanOrEqual(bound);
    expect(found.length).toBeLessThanOrEqual(1 + bound);
  });

  /** The ids of products whose part number begins `prefix`, in their order on disk. */
  const stored = async (prefix: string) =>
    (
      await sql<{ id: number }>`select id from products
        where tenant_id = ${tenantId} and part_number like ${`${prefix}%`} order by ctid`.execute(
        t.db,
      )
    ).rows.map((row) => row.id);

  it('reads the whole words of a word that begins many others', async () => {
    const screw = ids.get('CS-1')!;
    // The index reads rows in their order on disk: the first three read hold no cap screw.
    expect((await stored('C')).slice(0, bound)).not.toContain(screw);
    expect((await search(['cap']))[0]).toBe(screw);
  });

  it('applies a choice to every match before the bound, not to a sample', async () => {
    // The bolt stored last (the index reads rows in their order on disk) is the one in stock:
    // the first three read, before the choice, would not hold it.
    const last = (await stored('HB-')).at(-1)!;
    await sql`update products set available = 10 where id = ${last}`.execute(t.db);
    expect((await stored('HB-')).slice(0, bound)).not.toContain(last);
    expect(await search(['bolt'], true)).toEqual([last]);
  });

  it('ranks every match of a search with fewer than the bound', async () => {
    const found = await search(['hex', '4']);
    expect(found).toEqual([ids.get('HB-4')]);
  });

  it('makes each query of the words once a statement, however often it reads them', async () => {
    // Building a query of the words costs PostgreSQL about 0.3 ms (its stems in three languages,
    // the synonyms' table); the statement reads each in several places (decision 052).
    const built = await t.db.transaction().execute(async (trx) => {
      await sql`set local track_functions = 'all'`.execute(trx);
      const found = await findSearchMatches(
        trx,
        { tenantId, terms: ['bolt'], language: 'en' },
        12,
        bound,
      );
      expect(found.ids).toHaveLength(1 + bound);
      const { rows } = await sql<{ calls: number }>`select
        pg_stat_get_xact_function_calls('search_query(text[], regconfig, boolean)'::regprocedure)::int
          as calls`.execute(trx);
      return rows[0]?.calls;
    });
    // The whole words' query and the beginnings' query, once each.
    expect(built).toBe(2);
  });
});
