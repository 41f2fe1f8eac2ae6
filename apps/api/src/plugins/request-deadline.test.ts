import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { signedIn, type SignedInUser } from '../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../test/helpers/fixtures.ts';
import { createOrderWorld, orderBody } from '../../test/helpers/order-fixtures.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import {
  createTestDatabase,
  testEngine,
  type TestDatabaseHandle,
} from '../../test/helpers/test-database.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

/**
 * Timeouts that mean what they say (issue 26 point 2, decision 021): a request is answered or
 * finished, never dropped while its work goes on. Each case holds the database from outside any
 * request for longer than the deadline (1 s here): on PostgreSQL a row lock taken by another
 * connection, on PGlite its one connection, held by a transaction of the test's own.
 */
const DEADLINE_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the hold route waits for, and tells: set anew by each test that uses it. */
const holding = {
  resolve: () => {},
  released: Promise.resolve(),
};

describe('request deadline', () => {
  let database: TestDatabaseHandle;
  let app: App;
  let world: Awaited<ReturnType<typeof createOrderWorld>>;
  let admin: SignedInUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      env: { ...testEnv, REQUEST_DEADLINE_MS: DEADLINE_MS },
      database,
      logger: false,
    });
    // A handler that writes, then runs a statement longer than the deadline, then commits.
    app.post('/api/test/slow-write/:tenantId', async (request) => {
      const { tenantId } = request.params as { tenantId: string };
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('tenant_settings')
          .values({ tenant_id: Number(tenantId), key: 'slow', value: 'written' })
          .execute();
        await sql`select pg_sleep(2)`.execute(trx);
      });
      return { done: true };
    });
    // A handler whose transaction stays open, holding its tenant's row, until the test says.
    app.post('/api/test/hold/:tenantId', async (request) => {
      const tenantId = Number((request.params as { tenantId: string }).tenantId);
      await app.db.transaction().execute(async (trx) => {
        await sql`select id from tenants where id = ${tenantId} for update`.execute(trx);
        await trx
          .insertInto('tenant_settings')
          .values({ tenant_id: tenantId, key: 'held', value: 'written' })
          .execute();
        holding.resolve();
        await holding.released;
      });
      return { done: true };
    });
    // A write that needs the database the one above holds (its tenant's row, or PGlite itself).
    app.post('/api/test/write/:tenantId', async (request) => {
      const tenantId = Number((request.params as { tenantId: string }).tenantId);
      await app.db
        .transaction()
        .execute((trx) =>
          trx
            .insertInto('tenant_settings')
            .values({ tenant_id: tenantId, key: 'waited', value: 'written' })
            .execute(),
        );
      return { done: true };
    });
    // What PostgreSQL answers when it gives up on a statement, thrown outside any deadline.
    app.get('/api/test/database-gave-up/:code', async (request) => {
      const { code } = request.params as { code: string };
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code });
    });
    await app.ready();
    world = await createOrderWorld(database.uncheckedDb);
    admin = await signedIn(database.uncheckedDb, 'admin@acme.test', world.acme.id, {
      role: 'admin',
    });
  }, hangGuard(60_000));
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Locks rows from a PostgreSQL connection of its own (`lockSql`) until `release()`. */
  async function lockRows(lockSql: string, values: unknown[]) {
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    await client.query('begin');
    const locked = await client.query(lockSql, values);
    expect(locked.rowCount).toBeGreaterThan(0);
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }

  const settingsOf = (tenantId: number) =>
    database.uncheckedDb
      .selectFrom('tenant_settings')
      .select(['key', 'value'])
      .where('tenant_id', '=', tenantId)
      .execute();

  const newTenant = (code: string) =>
    database.uncheckedDb
      .insertInto('tenants')
      .values({ code, name: `${code} Inc.` })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);

  it('lets no socket timeout cut a request whose handler is at work', () => {
    // Fastify's connectionTimeout (10 s) closed a request silent for 10 s while its work went on.
    expect(app.server.timeout).toBe(0);
    expect(app.initialConfig.connectionTimeout).toBe(0);
    // Node ends requestTimeout once the request is received, not answered: it bounds uploads.
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
  });

  it('answers a write waiting past its deadline 503; a transaction kept open past it rolls back', async () => {
    const tenantId = await newTenant('HOLD');
    let release = () => {};
    holding.released = new Promise<void>((resolve) => (release = resolve));
    const held = new Promise<void>((resolve) => (holding.resolve = resolve));
    const holder = app.inject({ method: 'POST', url: `/api/test/hold/${tenantId}` });
    await held;

    const started = Date.now();
    const waiting = await app.inject({
      method: 'POST',
      url: `/api/test/write/${tenantId}`,
      headers: { 'accept-language': 'fr' },
    });
    const took = Date.now() - started;
    expect(waiting.statusCode, waiting.body).toBe(503);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.json()).toEqual({
      message:
        "Le serveur n'a pas pu terminer cette requête à temps, et rien n'a été enregistré. " +
        'Réessayez dans 5 secondes.',
    });
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(took).toBeLessThan(DEADLINE_MS + 1500);

    // The holder's own deadline has passed too: its COMMIT is refused, and it answers 503.
    release();
    const holderAnswer = await holder;
    expect(holderAnswer.statusCode, holderAnswer.body).toBe(503);
    await sleep(300);
    expect(await settingsOf(tenantId)).toEqual([]);
  });

  it.skipIf(testEngine === 'pglite')(
    'answers a console create held by a row lock 503, and writes nothing, ever',
    async () => {
      // The new customer's row needs its tenant's row (foreign key): lock that one.
      const release = await lockRows('select id from tenants where id = $1 for update', [
        world.acme.id,
      ]);
      const started = Date.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/ACME/customers',
        headers: { ...admin.headers, 'accept-language': 'fr' },
        payload: { code: 'HELD-1', name: 'Held Ltd.' },
      });
      const took = Date.now() - started;
      await sleep(DEADLINE_MS); // held longer than the deadline, well after the answer
      await release();

      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message:
          "Le serveur n'a pas pu terminer cette requête à temps, et rien n'a été enregistré. " +
          'Réessayez dans 5 secondes.',
      });
      expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(took).toBeLessThan(DEADLINE_MS + 1500);
      await sleep(300);
      const held = await database.uncheckedDb
        .selectFrom('customers')
        .select('id')
        .where('tenant_id', '=', world.acme.id)
        .where('code', '=', 'HELD-1')
        .execute();
      expect(held).toEqual([]);

      // Once the database is free, the same request succeeds.
      const again = await app.inject({
        method: 'POST',
        url: '/api/admin/ACME/customers',
        headers: admin.headers,
        payload: { code: 'HELD-1', name: 'Held Ltd.' },
      });
      expect(again.statusCode, again.body).toBe(201);
    },
  );

  it('answers a statement longer than the deadline 503 (never 500) and keeps nothing it wrote', async () => {
    const tenantId = await newTenant('SLOW');
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/slow-write/${tenantId}`,
      headers: { 'accept-language': 'es' },
    });
    // PostgreSQL cancels the statement at the deadline (the transaction's own timeout); PGlite
    // cannot cut it, and the COMMIT after it is refused instead.
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message:
        'El servidor no pudo terminar esta solicitud a tiempo y no se guardó nada. ' +
        'Inténtelo de nuevo en 5 segundos.',
    });
    await sleep(testEngine === 'postgres' ? 1500 : 100);
    expect(await settingsOf(tenantId)).toEqual([]);
  });

  it.each(['57014', '55P03'])(
    'answers a statement PostgreSQL gave up on (%s) 503 with Retry-After',
    async (code) => {
      const response = await app.inject({ url: `/api/test/database-gave-up/${code}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message:
          'The server could not finish this request in time, and nothing was saved. ' +
          'Please try again in 5 seconds.',
      });
    },
  );

  describe('an order held by a row lock (the attack of issue 26)', () => {
    it.skipIf(testEngine === 'pglite')(
      'answers 503 with Retry-After, and the order is not committed afterwards',
      async () => {
        const db = database.uncheckedDb;
        const place = (key: string) =>
          app.inject({
            method: 'POST',
            url: '/api/orders/ACME',
            headers: { ...bearer(world.users.buyerA.token), 'idempotency-key': key },
            payload: orderBody(
              world,
              [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 3 }],
              {
                purchase_order: 'PO-HELD',
              },
            ),
          });
        // A first order makes the tenant's counters; the next one takes its number under them.
        expect((await place('first-order')).statusCode).toBe(201);
        const ordersBefore = await db
          .selectFrom('orders')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('tenant_id', '=', world.acme.id)
          .executeTakeFirstOrThrow();

        const release = await lockRows(
          'select name from tenant_counters where tenant_id = $1 for update',
          [world.acme.id],
        );
        const started = Date.now();
        const held = await place('held-order');
        const took = Date.now() - started;
        await sleep(DEADLINE_MS); // the lock outlives the deadline by far
        await release();

        expect(held.statusCode, held.body).toBe(503);
        expect(held.headers['retry-after']).toBe('5');
        expect(took).toBeLessThan(DEADLINE_MS + 1500);
        await sleep(300);
        const ordersAfter = await db
          .selectFrom('orders')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('tenant_id', '=', world.acme.id)
          .executeTakeFirstOrThrow();
        expect(ordersAfter.n).toBe(ordersBefore.n);
        const keyed = await db
          .selectFrom('orders')
          .select('id')
          .where('tenant_id', '=', world.acme.id)
          .where('idempotency_key', '=', 'held-order')
          .execute();
        expect(keyed).toEqual([]);

        // The client's retry with its key places the order, once.
        const retry = await place('held-order');
        expect(retry.statusCode, retry.body).toBe(201);
        const again = await place('held-order');
        expect(again.json()).toEqual(retry.json());
      },
    );
  });
});
