import { expect, it } from 'vitest';
import { signedIn } from './admin-fixtures.ts';
import { createProduct } from './catalogue-fixtures.ts';
import { bearer, sessionFor, TEST_PASSWORD } from './fixtures.ts';
import { seenOnB, type TwoInstances } from './two-instances.ts';

/**
 * Changes made through instance A show on instance B within the bound while B keeps its answers
 * for an hour: sign-out, password change, membership change, catalogue and settings changes.
 * Each first shows that B does keep answers (a write behind both apps' backs stays unseen).
 */
export function itKeepsEveryInstanceCurrent(instances: TwoInstances): void {
  const { a, b, world } = instances;
  const products = (token: string) =>
    b().inject({ url: '/api/products/ACME', headers: bearer(token) });
  const priceOnB = async (partNumber: string) => {
    const response = await b().inject({
      url: `/api/products/ACME?search=${partNumber}`,
      headers: world().acmeBuyer.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { selling_price: number }[] }>().data[0]?.selling_price;
  };

  it('keeps session checks and catalogue answers on B (the lifetime alone would be an hour)', async () => {
    const spare = await signedIn(a.db, 'spare@acme.test', world().acme.id, {
      customerId: world().acmeCustomer.id,
    });
    expect((await products(spare.token)).statusCode).toBe(200);
    const revoked = (at: Date | null) =>
      a.db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', spare.id);
    await revoked(new Date()).execute();
    expect((await products(spare.token)).statusCode).toBe(200);
    // A buyer's other routes share the kept check (decision 025)...
    expect((await b().inject({ url: '/api/orders/ACME', headers: spare.headers })).statusCode).toBe(
      200,
    );
    await revoked(null).execute();
    // ...while the console reads its session every time.
    const admin = world().acmeAdmin;
    const adminSessions = (at: Date | null) =>
      a.db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', admin.id);
    const members = () => b().inject({ url: '/api/admin/ACME/members', headers: admin.headers });
    expect((await members()).statusCode).toBe(200);
    await adminSessions(new Date()).execute();
    expect((await members()).statusCode).toBe(401);
    await adminSessions(null).execute();

    const product = await createProduct(a.db, world().acme.id, { partNumber: 'KEPT-1', price: 10 });
    expect(await priceOnB('KEPT-1')).toBe(10);
    await a.db
      .updateTable('products')
      .set({ selling_price: 11 })
      .where('id', '=', product.id)
      .execute();
    expect(await priceOnB('KEPT-1')).toBe(10);
  });

  it('ends a session signed out on A', async () => {
    const carl = await signedIn(a.db, 'carl@acme.test', world().acme.id, {
      customerId: world().acmeCustomer.id,
    });
    expect((await products(carl.token)).statusCode).toBe(200);
    await seenOnB(
      async () => {
        const logout = await a.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: carl.headers,
        });
        expect(logout.statusCode).toBe(204);
      },
      async () => (await products(carl.token)).statusCode === 401,
    );
  });

  it('refuses an order on B from a session signed out on A', async () => {
    const dora = await signedIn(a.db, 'dora@acme.test', world().acme.id, {
      customerId: world().acmeCustomer.id,
    });
    const orders = () => b().inject({ url: '/api/orders/ACME', headers: dora.headers });
    expect((await orders()).statusCode).toBe(200);
    await seenOnB(
      async () => {
        const logout = await a.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: dora.headers,
        });
        expect(logout.statusCode).toBe(204);
      },
      async () => {
        const placed = await b().inject({
          method: 'POST',
          url: '/api/orders/ACME',
          headers: dora.headers,
          payload: {},
        });
        // 401 before the body is looked at: the session is gone.
        return placed.statusCode === 401;
      },
    );
  });

  it('ends the other sessions of a user whose password changed on A', async () => {
    const ana = await signedIn(a.db, 'ana@acme.test', world().acme.id, {
      customerId: world().acmeCustomer.id,
    });
    const anaElsewhere = await sessionFor(a.db, ana.id, world().acme.id);
    expect((await products(anaElsewhere)).statusCode).toBe(200);
    await seenOnB(
      async () => {
        const change = await a.app.inject({
          method: 'PUT',
          url: '/api/user/ACME/password',
          headers: ana.headers,
          payload: {
            current_password: TEST_PASSWORD,
            new_password: 'a brand new secret',
            new_password_confirmation: 'a brand new secret',
          },
        });
        expect(change.statusCode).toBe(200);
      },
      async () => (await products(anaElsewhere)).statusCode === 401,
    );
    expect((await products(ana.token)).statusCode).toBe(200);
  });

  it('refuses a member an administrator disabled on A', async () => {
    const bob = await signedIn(a.db, 'bob@acme.test', world().acme.id, {
      customerId: world().acmeCustomer.id,
    });
    expect((await products(bob.token)).statusCode).toBe(200);
    await seenOnB(
      async () => {
        const disable = await a.app.inject({
          method: 'PATCH',
          url: `/api/admin/ACME/members/${bob.id}`,
          headers: world().acmeAdmin.headers,
          payload: { status: 'disabled' },
        });
        expect(disable.statusCode).toBe(200);
      },
      async () => (await products(bob.token)).statusCode === 401,
    );
  });

  it('shows a catalogue change made on A', async () => {
    const product = await createProduct(a.db, world().acme.id, {
      partNumber: 'MOVED-1',
      price: 10,
    });
    expect(await priceOnB('MOVED-1')).toBe(10);
    await seenOnB(
      async () => {
        const edit = await a.app.inject({
          method: 'PATCH',
          url: `/api/admin/ACME/products/${product.id}`,
          headers: world().acmeAdmin.headers,
          payload: { selling_price: 12.5 },
        });
        expect(edit.statusCode).toBe(200);
      },
      async () => (await priceOnB('MOVED-1')) === 12.5,
    );
  });

  it('applies selling settings saved on A to the next order on B', async () => {
    const bolt = await createProduct(a.db, world().acme.id, {
      partNumber: 'SETTING-1',
      minOrderQty: 5,
    });
    const order = () =>
      b().inject({
        method: 'POST',
        url: '/api/orders/ACME',
        headers: world().acmeBuyer.headers,
        payload: {
          header: {
            customer_id: world().acmeCustomer.id,
            sale_date: '2026-11-24',
            shipping_address_id: world().acmeAddress.id,
          },
          items: [{ puom_id: bolt.puomId, sale_qty: 7 }],
        },
      });
    expect((await order()).statusCode).toBe(201);
    await seenOnB(
      async () => {
        const save = await a.app.inject({
          method: 'PATCH',
          url: '/api/admin/ACME/branding',
          headers: world().acmeAdmin.headers,
          payload: { b2b_sell_minimum: '1' },
        });
        expect(save.statusCode).toBe(200);
      },
      // Multiples of the minimum (5) only, once B has heard.
      async () => (await order()).statusCode === 422,
    );
  });
}
