import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchMissList } from '@portal/contract';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer, createTenant } from '../../../test/helpers/fixtures.ts';
import { MAX_MISSES_PER_TENANT, writeSearchMisses } from './search-misses.repository.ts';

/** Issue 32 point 5: what the buyers could not find, counted per tenant and listed in the console. */
describe('searches that found nothing', () => {
  // Caches on, as a running portal has them: a repeated search is answered from the cache.
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300 }));
  let buyer: Awaited<ReturnType<typeof createSignedInBuyer>>;
  let admin = { headers: {} as Record<string, string> };
  let otherAdmin = { headers: {} as Record<string, string> };

  beforeAll(async () => {
    buyer = await createSignedInBuyer(t.db, 'ACME');
    admin = await signedIn(t.db, 'admin@acme.test', buyer.tenantId, { role: 'admin' });
    const boreal = await createTenant(t.db, 'BOREAL');
    otherAdmin = await signedIn(t.db, 'admin@boreal.test', boreal.id, { role: 'admin' });
    await createProduct(t.db, buyer.tenantId, { partNumber: 'AC-1', description: 'Hex bolt' });
  });

  const search = (text: string) =>
    t.app.inject({
      url: `/api/products/ACME?search=${encodeURIComponent(text)}`,
      headers: buyer.headers,
    });
  const misses = (headers: Record<string, string>, code = 'ACME') =>
    t.app.inject({ url: `/api/admin/${code}/search-misses`, headers });

  it('counts every search that found nothing, cached or not, and lists the most searched first', async () => {
    for (const text of ['flux capacitor', 'Flux  CAPACITOR', 'flux capacitor', 'unobtainium']) {
      expect((await search(text)).json()).toMatchObject({ meta: { total: 0 } });
    }
    // Found, or found once corrected ("bolts" is a word of the catalogue): not counted.
    expect((await search('hex')).json()).toMatchObject({ meta: { total: 1 } });
    expect((await search('bollt')).json()).toMatchObject({ corrected_search: 'bolt' });
    // Words that find something, narrowed to nothing by the facets' choices: not counted either.
    const narrowed = await t.app.inject({
      url: '/api/products/ACME?search=hex&price_min=9999',
      headers: buyer.headers,
    });
    expect(narrowed.json()).toMatchObject({ meta: { total: 0 } });

    await vi.waitFor(
      async () => expect((await misses(admin.headers)).json<SearchMissList>().meta.total).toBe(2),
      { timeout: 5_000, interval: 200 },
    );
    const listed = (await misses(admin.headers)).json<SearchMissList>();
    expect(listed.data).toEqual([
      { term: 'flux capacitor', searches: 3, last_seen_at: expect.any(String) as string },
      { term: 'unobtainium', searches: 1, last_seen_at: expect.any(String) as string },
    ]);
  });

  it("shows a tenant's misses to its own administrators only", async () => {
    expect((await misses(otherAdmin.headers, 'BOREAL')).json<SearchMissList>().data).toEqual([]);
    expect((await misses(otherAdmin.headers)).statusCode).toBe(403);
    expect((await misses(buyer.headers)).statusCode).toBe(403);
  });

  it('keeps the newest searches of a tenant, whatever a buyer types', async () => {
    const start = Date.now();
    const batch = Array.from({ length: MAX_MISSES_PER_TENANT + 5 }, (_, i) => ({
      tenantId: buyer.tenantId,
      term: `junk ${i}`,
      searches: 1,
      lastSeenAt: new Date(start + i * 1000),
    }));
    await writeSearchMisses(t.db, batch);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from search_misses where tenant_id = ${buyer.tenantId}`.execute(
      t.db,
    );
    expect(rows[0]?.n).toBe(MAX_MISSES_PER_TENANT);
    // 1,007 searches: the two real ones were seen before the junk and went first, then the five
    // oldest junk ones.
    const kept = await t.db
      .selectFrom('search_misses')
      .select('term')
      .where('tenant_id', '=', buyer.tenantId)
      .where('term', 'in', ['flux capacitor', 'junk 0', 'junk 4', 'junk 5'])
      .execute();
    expect(kept.map((row) => row.term)).toEqual(['junk 5']);
  });
});
