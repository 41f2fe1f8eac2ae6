import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminWorld,
  useTestAppWithEnv,
  type AdminWorld,
} from '../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../test/helpers/catalogue-fixtures.ts';

/**
 * The catalogue cache against what one buyer can ask: however many distinct queries, it holds no
 * more than READ_CACHE_MB, and one query spelt many ways is one entry.
 */
describe('catalogue cache memory', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 60, READ_CACHE_MB: 1 }));
  let world: AdminWorld;
  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    for (let i = 0; i < 30; i++) {
      await createProduct(t.db, world.acme.id, {
        partNumber: `HB-${String(i).padStart(3, '0')}`,
        description: `Hex bolt ${i}, zinc plated, ${'long description '.repeat(50)}`,
      });
    }
  });

  const products = (query: string) =>
    t.app.inject({ url: `/api/products/ACME?${query}`, headers: world.acmeBuyer.headers });

  it('stays within READ_CACHE_MB whatever one buyer asks', async () => {
    const maxBytes = 1024 * 1024;
    let asked = 0;
    // Each answer is ~30 kB of JSON, so ~40 distinct queries hold over 1 MiB.
    for (let perPage = 30; perPage <= 100; perPage++) {
      const response = await products(`per_page=${perPage}`);
      expect(response.statusCode).toBe(200);
      asked += 1;
      expect(t.app.catalogueCache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Far more was asked than fits: the bound, not the count of queries, decided what stayed.
    expect(t.app.catalogueCache.entries).toBeLessThan(asked / 2);
    expect(t.app.catalogueCache.bytes).toBeGreaterThan(maxBytes / 2);
  });

  it('keeps one entry for one query spelt in other ways', async () => {
    t.app.catalogueCache.clear();
    const spellings = [
      'search=bolt%20hex&per_page=12',
      'per_page=12&search=bolt%20hex',
      'search=%20%20Hex%20%20%20BOLT%20',
      'page=1&search=HEX+bolt+bolt',
      'search=h%C3%A9x%09bolt&page=1&per_page=12',
    ];
    const bodies = new Set<string>();
    for (const query of spellings) {
      const response = await products(query);
      expect(response.statusCode).toBe(200);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(t.app.catalogueCache.entries).toBe(1);
    await products('search=bolt%20hex&page=2');
    expect(t.app.catalogueCache.entries).toBe(2);
  });
});
