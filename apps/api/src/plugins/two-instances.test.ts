import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/fixtures.ts';
import { createProduct } from '../../test/helpers/catalogue-fixtures.ts';
import { testEngine } from '../../test/helpers/test-database.ts';
import { itKeepsEveryInstanceCurrent } from '../../test/helpers/two-instances-scenarios.ts';
import { PROPAGATION_BOUND_MS, useTwoInstances } from '../../test/helpers/two-instances.ts';
import { LISTENER_APPLICATION_NAME } from '../lib/invalidation-bus/postgres-transport.ts';

/**
 * Two instances on one database (decision 008): on PostgreSQL each listens on a connection of its
 * own (LISTEN/NOTIFY); on PGlite both listen to the one embedded database, as every app of the
 * process that owns its data directory does.
 */
describe('two instances on one database', () => {
  const instances = useTwoInstances();
  itKeepsEveryInstanceCurrent(instances);
  it('uses the transport of its engine', () => {
    expect(instances.b().invalidations.transport).toBe(
      testEngine === 'postgres' ? 'postgres' : 'embedded',
    );
  });
});

describe.runIf(testEngine === 'postgres')('an instance that loses its listener', () => {
  const instances = useTwoInstances();
  const { a, b, world } = instances;
  const priceOnB = async (partNumber: string) => {
    const response = await b().inject({
      url: `/api/products/ACME?search=${partNumber}`,
      headers: bearer(world().acmeBuyer.token),
    });
    return response.json<{ data: { selling_price: number }[] }>().data[0]?.selling_price;
  };
  const listenerOf = async (instanceId: string) => {
    const name = `${LISTENER_APPLICATION_NAME} ${instanceId}`;
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where application_name = ${name}`.execute(a.db);
    return rows[0]?.pid;
  };
  const setPrice = (id: number, price: number) =>
    a.db.updateTable('products').set({ selling_price: price }).where('id', '=', id).execute();

  it('forgets what it kept, reads the database until it listens again, then keeps answers anew', async () => {
    const product = await createProduct(a.db, world().acme.id, { partNumber: 'LOST-1', price: 10 });
    expect(await priceOnB('LOST-1')).toBe(10);
    await setPrice(product.id, 11);
    expect(await priceOnB('LOST-1')).toBe(10);

    const before = await listenerOf(b().invalidations.id);
    expect(before).toBeTypeOf('number');
    await sql`select pg_terminate_backend(${before})`.execute(a.db);

    // No message said so: B shows the change because it forgot everything when it lost the line.
    const start = performance.now();
    while ((await priceOnB('LOST-1')) !== 11) {
      expect(performance.now() - start).toBeLessThan(PROPAGATION_BOUND_MS);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }

    await b().invalidations.whenListening(5_000);
    expect(b().invalidations.listening).toBe(true);
    const after = await listenerOf(b().invalidations.id);
    expect(after).toBeTypeOf('number');
    expect(after).not.toBe(before);

    // Listening again: B keeps answers (a write behind its back stays unseen)...
    expect(await priceOnB('LOST-1')).toBe(11);
    await setPrice(product.id, 12);
    expect(await priceOnB('LOST-1')).toBe(11);
    // ...and hears A's changes.
    const edit = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/ACME/products/${product.id}`,
      headers: world().acmeAdmin.headers,
      payload: { selling_price: 13 },
    });
    expect(edit.statusCode).toBe(200);
    const heard = performance.now();
    while ((await priceOnB('LOST-1')) !== 13) {
      expect(performance.now() - heard).toBeLessThan(PROPAGATION_BOUND_MS);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
});
