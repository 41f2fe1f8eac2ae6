import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@portal/contract';
import { bearer, sessionFor } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { seedDemoIfEmpty } from '../../seed/demo-seed.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';
import { RELEVANCE_CASES as CASES } from '../../../test/helpers/relevance-cases.ts';

/**
 * Relevance, tested (issue 32 point 8): searches a buyer types on the demo catalogues, in three
 * languages, with typos, plurals, part-number prefixes and words in any order, each with the
 * product that must come first or within the first three. A change of the search vector, its
 * weights or the order that moves one of these fails here.
 */
describe('search relevance on the demo catalogues', () => {
  const t = useTestApp();
  const tokens = { ACME: '', BOREAL: '' };

  beforeAll(async () => {
    await seedDemoIfEmpty(t.db, { info: () => {} });
    for (const [code, email] of [
      ['ACME', 'buyer@acme.example'],
      ['BOREAL', 'buyer@boreal.example'],
    ] as const) {
      const user = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const tenant = await t.db
        .selectFrom('tenants')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      tokens[code] = await sessionFor(t.db, user.id, tenant.id);
    }
  }, hangGuard(120_000));

  it(`holds for ${CASES.length} searches`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    for (const c of CASES) {
      const tenant = c.tenant ?? 'ACME';
      const response = await t.app.inject({
        url: `/api/products/${tenant}?search=${encodeURIComponent(c.search)}&per_page=12`,
        headers: { ...bearer(tokens[tenant]), 'accept-language': c.language ?? 'en' },
      });
      const body = response.json<ProductList>();
      const top = body.data.slice(0, c.within ?? 1).map((product) => product.description);
      const found = top.some((text) => text.toLowerCase().includes(c.expect.toLowerCase()));
      const correctedRight = c.corrected === undefined || body.corrected_search === c.corrected;
      if (response.statusCode !== 200 || !found || !correctedRight) {
        failures.push(
          `${c.search} (${c.language ?? 'en'}): ${JSON.stringify(top)} ${body.corrected_search ?? ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
