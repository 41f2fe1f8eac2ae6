import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerSuggestions } from '@portal/contract';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import {
  bearer,
  createCustomer,
  createSignedInBuyer,
  createUser,
  sessionFor,
} from '../../../test/helpers/fixtures.ts';
import {
  assignPriceList,
  createPriceList,
  setTiers,
} from '../../../test/helpers/price-list-fixtures.ts';

/**
 * Suggestions with the caches on, as a running portal has them (decision 047): kept once per
 * tenant, language and words, each buyer getting their own list's prices written in, and read
 * again after an administrator changes the catalogue.
 */
describe('kept suggestions', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300 }));
  let contract: { authorization: string };
  let plain: { authorization: string };
  let admin = { headers: {} as Record<string, string> };
  let productId = 0;

  beforeAll(async () => {
    const first = await createSignedInBuyer(t.db, 'ACME');
    contract = first.headers;
    const other = await createCustomer(t.db, first.tenantId, 'C2');
    const user = await createUser(t.db, {
      email: 'plain@acme.test',
      tenantId: first.tenantId,
      customerId: other.id,
    });
    plain = bearer(await sessionFor(t.db, user.id, first.tenantId));
    admin = await signedIn(t.db, 'admin@acme.test', first.tenantId, { role: 'admin' });
    const product = await createProduct(t.db, first.tenantId, {
      partNumber: 'AC-1',
      description: 'Hex bolt',
      price: 2,
    });
    productId = product.id;
    const list = await createPriceList(t.db, first.tenantId, 'Contract');
    await assignPriceList(t.db, first.tenantId, first.customerId, list);
    await setTiers(t.db, first.tenantId, list, product.puomId, [[1, 1.5]]);
  });

  const ask = async (headers: { authorization: string }) => {
    const before = t.database.statements.count;
    const response = await t.app.inject({ url: '/api/products/ACME/suggestions?q=bolt', headers });
    expect(response.statusCode).toBe(200);
    return {
      body: response.json<BuyerSuggestions>(),
      statements: t.database.statements.count - before,
    };
  };

  it('serves each buyer their own prices from one kept answer', async () => {
    const withList = await ask(contract);
    expect(withList.body.products[0]?.price_tiers).toEqual([{ min_qty: 1, unit_price: 1.5 }]);
    const without = await ask(plain);
    expect(without.body.products[0]?.price_tiers).toEqual([]);
    expect(without.body.products[0]?.selling_price).toBe(2);
    // Kept: the second buyer's answer read no suggestions (a session check at most).
    expect(without.statements).toBeLessThanOrEqual(1);
    const again = await ask(contract);
    expect(again.body.products[0]?.price_tiers).toEqual([{ min_qty: 1, unit_price: 1.5 }]);
  });

  it('reads them again after an administrator changes the catalogue', async () => {
    await ask(plain);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/products/${productId}`,
      headers: admin.headers,
      payload: { description: 'Hex cap screw' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ask(plain)).body.products).toEqual([]);
  });
});
