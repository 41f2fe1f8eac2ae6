import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@portal/contract';
import { useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createCategory, createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import type { Database } from '../../db/schema.ts';
import { sharedReads } from '../notifications/email-handler.ts';
import { ANCHOR_STEP, keepListAnchors, nearestAnchor, refreshAnchors } from './list-anchors.ts';

/**
 * The switches of the caches that had none (issue 25 point 4): with FILTERED_LIST_CACHE=0 a
 * search or category page reads its list every time, with LIST_ANCHOR_CACHE=0 no anchor is read
 * or used, and with EMAIL_READ_CACHE_MS=0 every e-mail reads what it tells. `npm run bench`
 * measures its "every cache off" server with all of them off (bench/caches.ts).
 */
describe('filtered lists not kept (FILTERED_LIST_CACHE=0)', () => {
  // The search index off too: it would answer the matches without a statement (its own test).
  const t = useTestAppWithEnv(() => ({ FILTERED_LIST_CACHE: false, SEARCH_INDEX_CACHE: false }));
  let headers: { authorization: string };
  let categoryId = 0;

  beforeAll(async () => {
    const { tenantId, headers: signedIn } = await createSignedInBuyer(t.db, 'ACME');
    headers = signedIn;
    categoryId = await createCategory(t.db, tenantId, 'Fasteners');
    for (let i = 1; i <= 12; i++) {
      await createProduct(t.db, tenantId, {
        partNumber: `AC-${1000 + i}`,
        description: i % 2 === 0 ? `Steel bolt ${i}` : `Brass hinge ${i}`,
        categoryIds: i % 3 === 0 ? [categoryId] : [],
      });
    }
  });

  const statements = async (url: string) => {
    const before = t.database.statements.count;
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return { count: t.database.statements.count - before, body: response.json<ProductList>() };
  };

  it('reads a search total and matches for every page, not once per catalogue version', async () => {
    for (let i = 0; i < 3; i++) {
      const { count, body } = await statements('/api/products/ACME?search=steel');
      // The session check, the list (total and matches), the page.
      expect(count).toBe(3);
      expect(body.meta.total).toBe(6);
    }
  });

  it('counts a category for every page', async () => {
    for (let i = 0; i < 3; i++) {
      const { count, body } = await statements(`/api/products/ACME?categoryId=${categoryId}`);
      expect(count).toBe(3);
      expect(body.meta.total).toBe(4);
    }
  });
});

describe('list anchors not kept (LIST_ANCHOR_CACHE=0)', () => {
  it('neither reads anchors nor offers one', async () => {
    // Any use of this "database" would throw: switched off, nothing is read through it.
    const db = {} as Kysely<Database>;
    const filter = { tenantId: 1, terms: [] };
    keepListAnchors(db, false);
    await expect(refreshAnchors(db, filter, 7)).resolves.toBeUndefined();
    expect(nearestAnchor(db, filter, 3 * ANCHOR_STEP)).toBeUndefined();
    keepListAnchors(db, true);
    await expect(refreshAnchors(db, filter, 7)).rejects.toThrow();
  });
});

describe('e-mails of one event sharing their reads (EMAIL_READ_CACHE_MS)', () => {
  const counted = () => {
    let reads = 0;
    return {
      read: () => {
        reads++;
        return Promise.resolve(reads);
      },
      reads: () => reads,
    };
  };

  it('reads once within the time, and every time with 0', async () => {
    const kept = counted();
    const shared = sharedReads(2000);
    await Promise.all([shared('order:1', kept.read), shared('order:1', kept.read)]);
    await shared('order:1', kept.read);
    expect(kept.reads()).toBe(1);

    const each = counted();
    const off = sharedReads(0);
    await Promise.all([off('order:1', each.read), off('order:1', each.read)]);
    await off('order:1', each.read);
    expect(each.reads()).toBe(3);
  });
});
