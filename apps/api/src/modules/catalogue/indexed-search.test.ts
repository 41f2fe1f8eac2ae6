import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language, ProductList } from '@portal/contract';
import { createProduct, insertProducts } from '../../../test/helpers/catalogue-fixtures.ts';
import { seedDemoTenants } from '../../../test/helpers/demo-tenants.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';
import { expectGenericPlanKept, plansOf } from '../../../test/helpers/prepared-plans.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { RELEVANCE_CASES } from '../../../test/helpers/relevance-cases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { SEARCH_CHANGES_KEPT } from '../../db/migrations/0043-product-search-changes.ts';
import { findIndexedMatches } from './indexed-search.ts';
import { heldSearchIndex, keepSearchIndexes } from './search-indexes.ts';
import { findSearchMatches } from './search-matches.ts';
import { searchTerms } from './search-terms.ts';

/**
 * A search answered from the tenant's index in memory (decision 054) lists the same products in
 * the same order as the database's statement (search-matches.ts): every search of the relevance
 * test and more, on both demo catalogues, and again after the catalogue changed under the index.
 */
describe('searches answered from the search index', () => {
  const t = useTestApp();
  const tenants = { ACME: 0, BOREAL: 0 };

  beforeAll(async () => {
    Object.assign(tenants, await seedDemoTenants(t.db));
    keepSearchIndexes(t.db, 64);
  }, hangGuard(120_000));

  /** Both answers of a search, and whether the index gave one. */
  async function bothWays(tenantId: number, search: string, language: Language, perKind?: number) {
    const filter = { tenantId, terms: searchTerms(search), language };
    const indexed = await findIndexedMatches(t.db, filter, 2_000, undefined, perKind);
    const database = await findSearchMatches(t.db, filter, 2_000, perKind);
    return { indexed: indexed?.ids, database: database.ids };
  }

  const MORE_SEARCHES = [
    // Part numbers: exact, begun, several tokens, a letter, digits.
    'AC-',
    'ac-10',
    'a',
    '10',
    // Stop words only, punctuation, nothing known, accents, several kinds of word at once.
    'the',
    '-/-',
    'zzqx',
    'écrou',
    'steel bolt m10 zinc',
    "o'ring",
  ];

  it('lists what the database lists, in its order', async () => {
    const searches = [
      ...RELEVANCE_CASES.map((c) => ({ ...c, tenant: c.tenant ?? 'ACME' })),
      ...MORE_SEARCHES.map((search) => ({ search, tenant: 'ACME' as const, language: undefined })),
    ];
    const differ: string[] = [];
    let answered = 0;
    for (const { search, tenant, language } of searches) {
      const { indexed, database } = await bothWays(tenants[tenant], search, language ?? 'en');
      if (indexed !== undefined) answered++;
      if (JSON.stringify(indexed) !== JSON.stringify(database)) differ.push(search);
    }
    expect(differ).toEqual([]);
    expect(answered).toBe(searches.length);
  });
});

describe('a search index kept current', () => {
  const t = useTestApp();
  let tenantId = 0;
  let headers: { authorization: string };

  beforeAll(async () => {
    ({ tenantId, headers } = await createSignedInBuyer(t.db, 'ACME'));
    for (let n = 1; n <= 6; n++) {
      await createProduct(t.db, tenantId, { partNumber: `HB-${n}`, description: `Hex bolt ${n}` });
    }
    await createProduct(t.db, tenantId, { partNumber: 'HBX-1', description: 'Hbx clamp' });
    keepSearchIndexes(t.database.db, 64);
  });

  /** The indexed answer, checked against the database's, and the statements it took. */
  async function search(words: string) {
    const filter = { tenantId, terms: searchTerms(words), language: 'en' as const };
    const before = t.database.statements.count;
    const indexed = await findIndexedMatches(t.database.db, filter, 100);
    const statements = t.database.statements.count - before;
    expect(indexed?.ids).toEqual((await findSearchMatches(t.db, filter, 100)).ids);
    return { ids: indexed!.ids, statements };
  }

  const idOf = async (partNumber: string) =>
    (
      await t.db
        .selectFrom('products')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('part_number', '=', partNumber)
        .executeTakeFirstOrThrow()
    ).id;

  it('builds once, then answers each search with one statement', async () => {
    expect((await search('bolt')).statements).toBe(2);
    expect((await search('hex')).statements).toBe(1);
  });

  it('ranks the same bounded candidates as the database (decision 049)', async () => {
    // Written in order and not changed yet: the table's order is the index's.
    for (const words of ['bolt', 'hb', 'hex', 'h']) {
      const filter = { tenantId, terms: searchTerms(words), language: 'en' as const };
      const indexed = await findIndexedMatches(t.database.db, filter, 100, undefined, 3);
      expect(indexed?.ids).toEqual((await findSearchMatches(t.db, filter, 100, 3)).ids);
    }
  });

  it('sees words written, changed and removed, reading only what changed', async () => {
    const added = await createProduct(t.db, tenantId, {
      partNumber: 'WS-1',
      description: 'Flat washer',
    });
    const washer = await search('washer');
    expect(washer).toEqual({ ids: [added.id], statements: 1 });

    await t.db
      .updateTable('products')
      .set({ description: 'Hex bolt 1 zinc plated', search_text: 'hb-1 hex bolt 1 zinc plated' })
      .where('id', '=', await idOf('HB-1'))
      .execute();
    expect(await search('zinc')).toEqual({ ids: [await idOf('HB-1')], statements: 1 });

    // The additional information changes the words alone, and moves the catalogue version too.
    await t.db
      .updateTable('products')
      .set({ additional_info: 'Galvanised for outdoor use' })
      .where('id', '=', await idOf('HB-2'))
      .execute();
    expect((await search('galvanised')).ids).toEqual([await idOf('HB-2')]);

    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('id', '=', await idOf('HB-3'))
      .execute();
    await t.db
      .deleteFrom('products')
      .where('id', '=', await idOf('HB-4'))
      .execute();
    const bolts = await search('bolt');
    expect(bolts.ids).toHaveLength(4);
    expect(bolts.statements).toBe(1);
  });

  it('answers known words at the version it holds, and the page asks for the current one', async () => {
    const filter = { tenantId, terms: ['hex'], language: 'en' as const };
    const held = await findIndexedMatches(t.database.db, filter, 100);
    await t.db
      .updateTable('products')
      .set({ description: 'Carriage bolt 5', search_text: 'hb-5 carriage bolt 5' })
      .where('id', '=', await idOf('HB-5'))
      .execute();
    const before = t.database.statements.count;
    const stale = await findIndexedMatches(t.database.db, filter, 100);
    expect(t.database.statements.count - before).toBe(0);
    expect(stale).toEqual(held);
    const { rows } = await sql<{ value: number }>`
      select value from tenant_counters
      where tenant_id = ${tenantId} and name = 'catalogue_version'`.execute(t.db);
    const current = await findIndexedMatches(t.database.db, filter, 100, rows[0]!.value);
    expect(current?.version).toBe(rows[0]!.value);
    expect(current?.ids).not.toContain(await idOf('HB-5'));

    // Through the API, a known word after a change: the page read shows the list's version is
    // not the catalogue's, and the list is read again at the page's.
    await t.db
      .updateTable('products')
      .set({ description: 'Hex bolt 5', search_text: 'hb-5 hex bolt 5' })
      .where('id', '=', await idOf('HB-5'))
      .execute();
    const response = await t.app.inject({ url: '/api/products/ACME?search=hex', headers });
    expect(response.json<ProductList>().data.map((product) => product.part_number)).toContain(
      'HB-5',
    );
  });

  it.runIf(testEngine === 'postgres')(
    'reads the words by a statement that keeps its generic plan (decision 053)',
    async () => {
      const plans = await t.database.db.connection().execute(async (db) => {
        keepSearchIndexes(db, 64);
        // New words each time, so that each search reads them; the first also builds the index.
        for (const word of ['bolt', 'hex', 'clamp', 'washer', 'nut', 'zinc', 'screw', 'pin']) {
          await findIndexedMatches(db, { tenantId, terms: [word], language: 'en' }, 100);
        }
        return plansOf(db, ['search_synonyms_of', 'product_search_changes']);
      });
      expectGenericPlanKept(plans);
    },
  );

  it('builds the index again when changes it had not read were pruned', async () => {
    const filter = { tenantId, terms: ['clamp'], language: 'en' as const };
    await search('hbx');
    // A change the index has not read, then as many versions as are kept, then another change:
    // that one prunes the first.
    await t.db
      .updateTable('products')
      .set({ description: 'Hbx clamp, wide', search_text: 'hbx-1 hbx clamp wide' })
      .where('id', '=', await idOf('HBX-1'))
      .execute();
    await sql`update tenant_counters set value = value + ${SEARCH_CHANGES_KEPT}
      where tenant_id = ${tenantId} and name = 'catalogue_version'`.execute(t.db);
    await t.db
      .updateTable('products')
      .set({ description: 'Hex bolt 6 long', search_text: 'hb-6 hex bolt 6 long' })
      .where('id', '=', await idOf('HB-6'))
      .execute();
    const { rows } = await sql<{ kept: number; pruned: number; version: number }>`
      select (select count(*)::int from product_search_changes where tenant_id = ${tenantId}) as kept,
        (select value from tenant_counters where tenant_id = ${tenantId}
         and name = 'search_changes_pruned') as pruned,
        (select value from tenant_counters where tenant_id = ${tenantId}
         and name = 'catalogue_version') as version`.execute(t.db);
    expect(rows[0]!.kept).toBe(1);
    expect(rows[0]!.pruned).toBe(rows[0]!.version - SEARCH_CHANGES_KEPT - 1);
    // The words, then the whole index read again: the pruned change is in it.
    const wide = await search('wide');
    expect(wide).toEqual({ ids: [await idOf('HBX-1')], statements: 2 });
    expect((await findIndexedMatches(t.database.db, filter, 100))?.ids).toEqual([
      await idOf('HBX-1'),
    ]);
  });

  it('notes each change at the catalogue version it made', async () => {
    const { rows } = await sql<{ version: number; current: number }>`
      select max(c.version) as version,
        (select value from tenant_counters
         where tenant_id = ${tenantId} and name = 'catalogue_version') as current
      from product_search_changes c where c.tenant_id = ${tenantId}`.execute(t.db);
    expect(rows[0]!.version).toBe(rows[0]!.current);
  });
});

describe('a search index that is large or slow to build', () => {
  const t = useTestApp();
  let tenantId = 0;

  beforeAll(async () => {
    ({ tenantId } = await createSignedInBuyer(t.db, 'ACME'));
    await insertProducts(t.db, tenantId, 2_000, 'BIG-');
  });

  const filter = () => ({ tenantId, terms: ['big'], language: 'en' as const });

  it('does not read a tenant whose index would not fit in the bound', async () => {
    // 2,000 products at about 640 bytes each: more than 1 MB.
    keepSearchIndexes(t.database.db, 1);
    const before = t.database.statements.count;
    expect(await findIndexedMatches(t.database.db, filter(), 100)).toBeUndefined();
    // The words' statement only: nothing read to build.
    expect(t.database.statements.count - before).toBe(1);
  });

  // PGlite answers in the process itself: its build settles before any timer, however short.
  it.runIf(testEngine === 'postgres')(
    'lets the database answer while the index is built behind the search',
    async () => {
      keepSearchIndexes(t.database.db, 64, 0);
      expect(await findIndexedMatches(t.database.db, filter(), 100)).toBeUndefined();
      await vi.waitFor(() => expect(heldSearchIndex(t.database.db, tenantId)).toBeDefined());
      const found = await findIndexedMatches(t.database.db, filter(), 100);
      expect(found?.ids).toEqual((await findSearchMatches(t.db, filter(), 100)).ids);
    },
  );
});
