import { beforeAll, describe, expect, it } from 'vitest';
import {
  productDetailsResponse,
  productList,
  type OrderDetail,
  type Product,
  type ProductDetailsResponse,
  type ProductList,
} from '@portal/contract';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { linkProducts } from '../../../test/helpers/catalogue-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import {
  assignPriceList,
  createPriceList,
  setTiers,
} from '../../../test/helpers/price-list-fixtures.ts';
import { encodeJson } from '../../lib/json-body.ts';
import { listProducts, productDetails } from '../catalogue/catalogue.service.ts';
import { publishCustomerPriceListChanged, publishPriceListChanged } from './pricing-changes.ts';
import { pricingDay } from './price-list-in-force.ts';
import { priceListTiersKey } from './price-list-tiers.ts';

/**
 * Contract prices where a buyer sees or pays them (issue 11), with the answer and session caches
 * on, as in production: every customer gets its own list's prices, through the cache as well, and
 * a change is served at the next request on the instance that made it.
 */
describe('contract prices', () => {
  const t = useTestAppWithEnv(() => ({ READ_CACHE_SECONDS: 300, SESSION_CACHE: true }));
  let world: OrderWorld;
  let alphaList: number;
  let betaList: number;

  const get = async <T>(token: string, url: string) => {
    const response = await t.app.inject({ url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const boltInList = async (token: string, query = '') => {
    const list = await get<ProductList>(token, `/api/products/ACME?per_page=100${query}`);
    return list.data.find((product) => product.part_number === 'BOLT-8')!;
  };
  const details = async (token: string, productId: number) =>
    (await get<ProductDetailsResponse>(token, `/api/products/ACME/details/${productId}`)).data[0]!;
  const tiersOf = (product: Product) => product.price_tiers;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    const { acme, customerA, customerB, products } = world;
    alphaList = await createPriceList(t.db, acme.id, 'Alpha contract');
    betaList = await createPriceList(t.db, acme.id, 'Beta contract');
    await setTiers(t.db, acme.id, alphaList, products.bolt.defaultPuomId, [
      [1, 2.1],
      [10, 1.9],
    ]);
    await setTiers(t.db, acme.id, alphaList, products.bolt.puoms.BOX!, [[1, 20]]);
    await setTiers(t.db, acme.id, betaList, products.bolt.defaultPuomId, [[1, 2.4]]);
    await assignPriceList(t.db, acme.id, customerA.id, alphaList);
    await assignPriceList(t.db, acme.id, customerB.id, betaList);
    await linkProducts(t.db, acme.id, products.washer.id, 'related', [products.bolt.id]);
  });

  it("gives each customer its own list's tiers, through the cache as well", async () => {
    const { buyerA, buyerB, rep, noCustomer } = world.users;
    // Twice each, interleaved: the second reads come from the cache.
    for (let round = 0; round < 2; round++) {
      expect(tiersOf(await boltInList(buyerA.token))).toEqual([
        { min_qty: 1, unit_price: 2.1 },
        { min_qty: 10, unit_price: 1.9 },
      ]);
      expect(tiersOf(await boltInList(buyerB.token))).toEqual([{ min_qty: 1, unit_price: 2.4 }]);
      expect(tiersOf(await boltInList(rep.token))).toEqual(tiersOf(await boltInList(buyerA.token)));
      expect(tiersOf(await boltInList(noCustomer.token))).toEqual([]);
    }
    // The product's own price travels unchanged beside the tiers.
    expect((await boltInList(buyerB.token)).selling_price).toBe(2.5);
  });

  it('sends through the cache, byte for byte, what the one statement reads with the list', async () => {
    const { acme, products } = world;
    const tenant = { id: acme.id, code: acme.code };
    const text = async (token: string, url: string, language = 'en') => {
      const response = await t.app.inject({
        url,
        headers: { ...bearer(token), 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    for (const [token, listId] of [
      [world.users.buyerA.token, alphaList],
      [world.users.buyerB.token, betaList],
      [world.users.noCustomer.token, null],
    ] as const) {
      for (const language of ['en', 'es'] as const) {
        // Twice: the second answer is written into the kept page.
        for (let round = 0; round < 2; round++) {
          for (const search of ['', 'bolt']) {
            const query = { page: 1, per_page: 100, search };
            expect(
              await text(token, `/api/products/ACME?per_page=100&search=${search}`, language),
            ).toBe(
              encodeJson(productList, await listProducts(t.db, tenant, query, language, listId)),
            );
          }
          for (const product of [products.bolt, products.washer]) {
            expect(await text(token, `/api/products/ACME/details/${product.id}`, language)).toBe(
              encodeJson(
                productDetailsResponse,
                await productDetails(t.db, tenant, product.id, language, listId),
              ),
            );
          }
        }
      }
    }
  });

  it('prices search pages, the details and the related mini cards with the same list', async () => {
    const { buyerA, buyerB } = world.users;
    const { bolt, washer } = world.products;
    expect(tiersOf(await boltInList(buyerB.token, '&search=bolt'))).toEqual([
      { min_qty: 1, unit_price: 2.4 },
    ]);
    expect(tiersOf(await details(buyerA.token, bolt.id))).toHaveLength(2);
    expect(tiersOf(await details(buyerB.token, bolt.id))).toEqual([
      { min_qty: 1, unit_price: 2.4 },
    ]);
    const related = (await details(buyerB.token, washer.id)).related_products;
    expect(related.map(tiersOf)).toEqual([[{ min_qty: 1, unit_price: 2.4 }]]);
    // The cart reads its products again by id, priced alike.
    const cart = await get<ProductList>(
      buyerB.token,
      `/api/products/ACME?ids=${bolt.id},${washer.id}`,
    );
    expect(cart.data.map(tiersOf)).toEqual([[{ min_qty: 1, unit_price: 2.4 }], []]);
    // A product the list leaves out keeps its own price.
    expect(tiersOf(await details(buyerA.token, washer.id))).toEqual([]);
  });

  it('serves a price change at the next request, and leaves other lists answers alone', async () => {
    const { buyerA, buyerB } = world.users;
    const { acme, products } = world;
    t.app.catalogueCache.clear();
    t.app.priceListTiers.clear();
    await boltInList(buyerA.token);
    await boltInList(buyerB.token);
    // One page of the products' own prices, shared, and each list's tiers.
    expect(t.app.catalogueCache.entries).toBe(1);
    expect(t.app.priceListTiers.entries).toBe(2);
    // Tiers live PRICE_LIST_CACHE_SECONDS (3600 by default), longer than the answers (300 here):
    // changes reach them by the bus, and reading 200 lists again every 300 s cost the bench.
    expect(t.app.priceListTiers.remainingMs(acme.id, priceListTiersKey(alphaList))).toBeGreaterThan(
      0.75 * 3_600_000 - 60_000,
    );
    await setTiers(t.db, acme.id, alphaList, products.bolt.defaultPuomId, [[1, 1.5]]);
    await publishPriceListChanged(t.app, acme.id, alphaList);
    // Only the changed list's tiers went; the page and Beta's tiers stay.
    expect(t.app.catalogueCache.entries).toBe(1);
    expect(t.app.priceListTiers.entries).toBe(1);
    expect(tiersOf(await boltInList(buyerA.token))).toEqual([{ min_qty: 1, unit_price: 1.5 }]);
    expect(tiersOf(await boltInList(buyerB.token))).toEqual([{ min_qty: 1, unit_price: 2.4 }]);
    await setTiers(t.db, acme.id, alphaList, products.bolt.defaultPuomId, [
      [1, 2.1],
      [10, 1.9],
    ]);
    await publishPriceListChanged(t.app, acme.id, alphaList);
  });

  it("keeps the lists' tiers through a product's price edit, and drops them when its units change", async () => {
    const { buyerA, buyerB } = world.users;
    const { acme, products } = world;
    const admin = await signedIn(t.db, 'tiers-admin@acme.test', acme.id, { role: 'admin' });
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/ACME/products/${products.washer.id}`,
        headers: admin.headers,
        payload,
      });
    const { selling_price: price } = (
      await t.app.inject({
        url: `/api/admin/ACME/products/${products.washer.id}`,
        headers: admin.headers,
      })
    ).json<{ data: { selling_price: number } }>().data;
    await boltInList(buyerA.token);
    await boltInList(buyerB.token);
    expect(t.app.priceListTiers.entries).toBe(2);
    expect((await edit({ selling_price: price + 0.01 })).statusCode).toBe(200);
    expect((await edit({ selling_price: price })).statusCode).toBe(200);
    // The answers went (the price is in them), the tiers stayed.
    expect(t.app.catalogueCache.entries).toBe(0);
    expect(t.app.priceListTiers.entries).toBe(2);
    const { units } = (
      await t.app.inject({
        url: `/api/admin/ACME/products/${products.washer.id}`,
        headers: admin.headers,
      })
    ).json<{ data: { units: unknown[] } }>().data;
    expect((await edit({ units })).statusCode).toBe(200);
    expect(t.app.priceListTiers.entries).toBe(0);
  });

  it('applies a list only within its dates, read again when they change', async () => {
    const { buyerA } = world.users;
    const { acme } = world;
    const setDates = async (validFrom: string | null, validTo: string | null) => {
      await t.db
        .updateTable('price_lists')
        .set({ valid_from: validFrom, valid_to: validTo })
        .where('id', '=', alphaList)
        .execute();
      await publishPriceListChanged(t.app, acme.id, alphaList);
    };
    const today = pricingDay();
    await setDates('2000-01-01', '2000-12-31');
    expect(tiersOf(await boltInList(buyerA.token))).toEqual([]);
    await setDates(today, today);
    expect(tiersOf(await boltInList(buyerA.token))).toHaveLength(2);
    await setDates('2999-01-01', null);
    expect(tiersOf(await boltInList(buyerA.token))).toEqual([]);
    await setDates(null, null);
    expect(tiersOf(await boltInList(buyerA.token))).toHaveLength(2);
  });

  it("follows a customer's new list at the next request", async () => {
    const { buyerB } = world.users;
    const { acme, customerB } = world;
    expect(tiersOf(await boltInList(buyerB.token))).toEqual([{ min_qty: 1, unit_price: 2.4 }]);
    await assignPriceList(t.db, acme.id, customerB.id, alphaList);
    await publishCustomerPriceListChanged(t.app, t.db, acme.id, [customerB.id]);
    expect(tiersOf(await boltInList(buyerB.token))).toHaveLength(2);
    await assignPriceList(t.db, acme.id, customerB.id, null);
    await publishCustomerPriceListChanged(t.app, t.db, acme.id, [customerB.id]);
    expect(tiersOf(await boltInList(buyerB.token))).toEqual([]);
    await assignPriceList(t.db, acme.id, customerB.id, betaList);
    await publishCustomerPriceListChanged(t.app, t.db, acme.id, [customerB.id]);
  });

  it('charges every order line the tier its quantity reaches, whatever price the client sends', async () => {
    const { bolt, washer } = world.products;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, [
        { puom_id: bolt.defaultPuomId, sale_qty: 9, price: 0.01 },
        { puom_id: bolt.defaultPuomId, sale_qty: 10, price: 0.01 },
        { puom_id: bolt.puoms.BOX!, sale_qty: 2 },
        { puom_id: washer.defaultPuomId, sale_qty: 5 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const { id, total } = response.json<{ data: { id: number; total: number } }>().data;
    // 9 × 2.10 + 10 × 1.90 + 2 boxes × 20.00 + 5 washers at their own 0.10, in cents.
    expect(total).toBe(78.4);
    const order = await get<OrderDetail>(world.users.buyerA.token, `/api/orders/ACME/${id}`);
    expect(order.items.map((line) => [line.sale_qty, line.price])).toEqual([
      [9, 2.1],
      [10, 1.9],
      [2, 20],
      [5, 0.1],
    ]);
  });

  it("charges another customer its own list's price and a customer without one the product's", async () => {
    const { bolt } = world.products;
    const place = async (token: string, customerId: number, addressId: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: bearer(token),
        payload: orderBody(world, [{ puom_id: bolt.defaultPuomId, sale_qty: 10 }], {
          customer_id: customerId,
          shipping_address_id: addressId,
        }),
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ data: { total: number } }>().data.total;
    };
    const { buyerB } = world.users;
    expect(await place(buyerB.token, world.customerB.id, world.addresses.addressB.id)).toBe(24);
    await assignPriceList(t.db, world.acme.id, world.customerB.id, null);
    await publishCustomerPriceListChanged(t.app, t.db, world.acme.id, [world.customerB.id]);
    expect(await place(buyerB.token, world.customerB.id, world.addresses.addressB.id)).toBe(25);
    await assignPriceList(t.db, world.acme.id, world.customerB.id, betaList);
  });
});
