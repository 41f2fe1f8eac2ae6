import { beforeAll, describe, expect, it } from 'vitest';
import {
  translate,
  type AdminCustomerResponse,
  type PriceListCustomerList,
} from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createCustomer } from '../../../../test/helpers/fixtures.ts';
import {
  assignPriceList,
  createPriceList,
  publishedDuring,
} from '../../../../test/helpers/price-list-fixtures.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('assigning price lists to customers', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let gold: number;
  let silver: number;
  let borealList: number;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    gold = await createPriceList(t.db, world.acme.id, 'Gold');
    silver = await createPriceList(t.db, world.acme.id, 'Silver');
    borealList = await createPriceList(t.db, world.boreal.id, 'Boreal gold');
  });

  const call = (
    method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers = world.acmeAdmin.headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const en = translate.bind(null, 'en');
  const listOf = async (customerId: number) =>
    (
      await t.db
        .selectFrom('customers')
        .select('price_list_id')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).price_list_id;
  /** What an assignment publishes: its buyers' session checks, never the tenant's catalogue. */
  const buyersChanged = () => [{ kind: 'user-changed', userId: world.acmeBuyer.id }];

  it("assigns a list on the customer's page, audited, and its buyers' checks go", async () => {
    const customerId = world.acmeCustomer.id;
    const published = await publishedDuring(t.app, async () => {
      const response = await call('PATCH', `/customers/${customerId}`, { price_list_id: gold });
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminCustomerResponse>().data.price_list).toEqual({
        id: gold,
        name: 'Gold',
      });
    });
    expect(published).toEqual(buyersChanged());
    expect((await auditRows(t.db, world.acme.id, 'customer')).at(-1)).toMatchObject({
      action: 'customer.update',
      entity_id: String(customerId),
      before: { price_list_id: null },
      after: { price_list_id: gold },
    });
  });

  it("refuses another tenant's list, an unknown one or a wrong type on price_list_id, changing nothing", async () => {
    const customerId = world.acmeCustomer.id;
    for (const priceListId of [borealList, 2_147_483_647]) {
      const response = await call('PATCH', `/customers/${customerId}`, {
        price_list_id: priceListId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { price_list_id: [en('admin.priceLists.notFound')] },
      });
    }
    for (const priceListId of [String(silver), -1, 1.5, 1e12, [silver]]) {
      const response = await call('PATCH', `/customers/${customerId}`, {
        price_list_id: priceListId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { price_list_id: [expect.any(String)] } });
    }
    expect(await listOf(customerId)).toBe(gold);
  });

  it("takes the list away on the customer's page with null", async () => {
    const customerId = world.acmeCustomer.id;
    const response = await call('PATCH', `/customers/${customerId}`, { price_list_id: null });
    expect(response.json<AdminCustomerResponse>().data.price_list).toBeNull();
    expect(await listOf(customerId)).toBeNull();
  });

  it("assigns from the list's side, replacing the customer's list, and lists its customers", async () => {
    const customerId = world.acmeCustomer.id;
    const others = [];
    for (let i = 0; i < 20; i++) {
      const other = await createCustomer(t.db, world.acme.id, `GOLD-${String(i).padStart(2, '0')}`);
      await assignPriceList(t.db, world.acme.id, other.id, gold);
      others.push(other);
    }
    await assignPriceList(t.db, world.acme.id, customerId, gold);

    const published = await publishedDuring(t.app, async () => {
      const response = await call('PUT', `/price-lists/${silver}/customers/${customerId}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });
    expect(published).toEqual(buyersChanged());
    expect(await listOf(customerId)).toBe(silver);
    expect((await auditRows(t.db, world.acme.id, 'customer')).at(-1)).toMatchObject({
      action: 'customer.update',
      before: { price_list_id: gold },
      after: { price_list_id: silver },
    });
    // Assigning it again changes nothing and tells nobody.
    const audits = (await auditRows(t.db, world.acme.id)).length;
    const again = await publishedDuring(t.app, async () => {
      expect((await call('PUT', `/price-lists/${silver}/customers/${customerId}`)).statusCode).toBe(
        204,
      );
    });
    expect(again).toEqual([]);
    expect(await auditRows(t.db, world.acme.id)).toHaveLength(audits);

    const silverCustomers = (
      await call('GET', `/price-lists/${silver}/customers`)
    ).json<PriceListCustomerList>();
    expect(silverCustomers.data).toEqual([
      { id: customerId, code: 'CUST-A', name: 'Alpha Hardware' },
    ]);
    const goldPage2 = (
      await call('GET', `/price-lists/${gold}/customers?page=2`)
    ).json<PriceListCustomerList>();
    expect(goldPage2.meta).toMatchObject({ total: 20, from: null, last_page: 1 });
    const goldPage1 = (
      await call('GET', `/price-lists/${gold}/customers`)
    ).json<PriceListCustomerList>();
    expect(goldPage1.data.map((c) => c.code)).toEqual(others.map((c) => c.code));
  });

  it("unassigns only the list's own customers", async () => {
    const customerId = world.acmeCustomer.id;
    const notTheirs = await publishedDuring(t.app, async () => {
      const response = await call('DELETE', `/price-lists/${gold}/customers/${customerId}`);
      expect(response.statusCode).toBe(204);
    });
    expect(notTheirs).toEqual([]);
    expect(await listOf(customerId)).toBe(silver);

    const published = await publishedDuring(t.app, async () => {
      const response = await call('DELETE', `/price-lists/${silver}/customers/${customerId}`);
      expect(response.statusCode).toBe(204);
    });
    expect(published).toEqual(buyersChanged());
    expect(await listOf(customerId)).toBeNull();
    expect((await auditRows(t.db, world.acme.id, 'customer')).at(-1)).toMatchObject({
      before: { price_list_id: silver },
      after: { price_list_id: null },
    });
  });

  it("answers 404 for another tenant's lists and customers, 403 to a buyer, changing nothing", async () => {
    const { acmeCustomer, borealCustomer } = world;
    for (const path of [
      `/price-lists/${borealList}/customers/${acmeCustomer.id}`,
      `/price-lists/${gold}/customers/${borealCustomer.id}`,
    ]) {
      expect((await call('PUT', path)).statusCode).toBe(404);
      expect((await call('DELETE', path)).statusCode).toBe(404);
    }
    const customer = await call('PUT', `/price-lists/${gold}/customers/${borealCustomer.id}`);
    expect(customer.json()).toEqual({ message: en('admin.customerNotFound') });
    expect((await call('GET', `/price-lists/${borealList}/customers`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/customers/${borealCustomer.id}`, { price_list_id: gold })).statusCode,
    ).toBe(404);
    const buyer = world.acmeBuyer.headers;
    const path = `/price-lists/${gold}/customers/${acmeCustomer.id}`;
    expect((await call('PUT', path, undefined, buyer)).statusCode).toBe(403);
    expect((await call('GET', `/price-lists/${gold}/customers`, undefined, buyer)).statusCode).toBe(
      403,
    );
    expect(await listOf(acmeCustomer.id)).toBeNull();
    expect(await listOf(borealCustomer.id)).toBeNull();
    expect(await auditRows(t.db, world.boreal.id)).toEqual([]);
  });

  it('answers 422, never 500, to malformed ids', async () => {
    for (const path of [
      `/price-lists/${gold}/customers/99999999999`,
      `/price-lists/abc/customers/1`,
      `/price-lists/${gold}/customers/-3`,
    ]) {
      expect((await call('PUT', path)).statusCode).toBe(422);
      expect((await call('DELETE', path)).statusCode).toBe(422);
    }
    expect((await call('GET', `/price-lists/${gold}/customers?page=x`)).statusCode).toBe(422);
  });
});
