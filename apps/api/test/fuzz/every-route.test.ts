import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@portal/contract';
import { buildApp, type App } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { signedIn } from '../helpers/admin-fixtures.ts';
import { createApiKey } from '../helpers/api-key-fixtures.ts';
import { createCategory, createUom } from '../helpers/catalogue-fixtures.ts';
import { addTiers, assignPriceList, createPriceList } from '../helpers/price-list-fixtures.ts';
import { bearer, sessionFor } from '../helpers/fixtures.ts';
import { createOrderWorld, orderBody } from '../helpers/order-fixtures.ts';
import { testEnv } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { requestsFor, type GeneratedRequest } from './route-requests.ts';
import { hangGuard } from '../helpers/hang-guard.ts';

/**
 * Property: whatever a client sends to whatever route, as nobody, a buyer or an administrator,
 * the answer is never a 5xx, every refusal has the usual body ({ message, errors? }) and every
 * answer the security headers. Requests are generated from each route's own schemas (see
 * schema-arbitrary.ts), so most get past validation into the services, and hostile values
 * (lone surrogates, huge numbers, deep nesting, wrong types, bad escapes) are mixed in at every
 * level. The seed is fixed so a run is repeatable; a failure prints the request that broke.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_115);
/** FUZZ_SCALE=20 FUZZ_SEED=... to search longer by hand; CI runs the fixed, short run. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
type Caller = 'nobody' | 'buyer' | 'admin' | 'key';

/** Most runs go to the caller a route is for; the others mostly meet the guard, a few suffice. */
function runsFor(route: RouteOptions): Record<Caller, number> {
  if (route.url.startsWith('/api/admin/')) return { admin: 30, buyer: 3, nobody: 3, key: 0 };
  // The integration API: an API key of ACME with every scope (issue 13).
  if (route.url.startsWith('/api/integration/')) return { key: 30, admin: 3, nobody: 3, buyer: 0 };
  return { admin: 6, buyer: 20, nobody: 20, key: 0 };
}

describe('every route under generated input', () => {
  const routes: RouteOptions[] = [];
  let app: App;
  let database: DatabaseHandle;
  let users: Record<'buyer' | 'admin', { id: number; tenantId: number }>;
  let keys = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      env: testEnv,
      database,
      logger: false,
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
    const world = await createOrderWorld(database.db);
    const admin = await signedIn(database.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    await createCategory(database.db, world.acme.id, 'Tools');
    // A price list the generated ids 1-6 name, given to customer A (deletion is refused).
    const priceList = await createPriceList(database.db, world.acme.id, 'Gold');
    const each = await createUom(database.db, world.acme.id, 'EA');
    await addTiers(database.db, world.acme.id, priceList, [
      { productId: world.products.bolt.id, uomId: each, minQty: 1, unitPrice: 2 },
    ]);
    await assignPriceList(database.db, world.acme.id, world.customerA.id, priceList);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 2 }]),
    });
    expect(placed.statusCode).toBe(201);
    // A saved list of customer A with two lines, which the generated ids 1-6 name (issue 12).
    const saved = await app.inject({
      method: 'POST',
      url: '/api/lists/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: {
        name: 'Weekly',
        lines: [
          { product_id: world.products.bolt.id, quantity: 2 },
          { product_id: world.products.washer.id, quantity: 5 },
        ],
      },
    });
    expect(saved.statusCode).toBe(201);
    // Buyer A runs their company (issue 29), with an open invitation the ids 1-6 name: the
    // Company routes' generated requests reach their services, not only the role check.
    await database.db
      .updateTable('memberships')
      .set({ company_role: 'customer_admin' })
      .where('tenant_id', '=', world.acme.id)
      .where('user_id', '=', world.users.buyerA.id)
      .execute();
    const invited = await app.inject({
      method: 'POST',
      url: '/api/company/ACME/invitations',
      headers: bearer(world.users.buyerA.token),
      payload: { email: 'invited@fuzz.test', company_role: 'buyer' },
    });
    expect(invited.statusCode).toBe(201);
    // A quote of customer A with a catalogue and a free-text line, offered (issue 30).
    const requested = await app.inject({
      method: 'POST',
      url: '/api/quotes/ACME',
      headers: bearer(world.users.buyerA.token),
      payload: {
        lines: [
          { puom_id: world.products.bolt.defaultPuomId, quantity: 10 },
          { description: 'Custom bracket', quantity: 5 },
        ],
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json<{ data: { id: number } }>().data.id;
    const quoteLines = await database.db
      .selectFrom('quote_lines')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('quote_id', '=', quoteId)
      .orderBy('line_no')
      .execute();
    const offered = await app.inject({
      method: 'POST',
      url: `/api/admin/ACME/quotes/${quoteId}/offers`,
      headers: admin.headers,
      payload: {
        valid_until: '2099-12-31',
        payment_terms: 'net30',
        lines: [
          { quote_line_id: quoteLines[0]!.id, price: 2.5 },
          {
            quote_line_id: quoteLines[1]!.id,
            price: 1,
            replacement_part_number: 'WASH-8',
          },
        ],
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    // Order 1 shipped in part, with a requested return (id 1) of customer A (issue 31 point 4):
    // the returns' generated requests reach their services and the quantity checks.
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    await database.db
      .updateTable('orders')
      .set({ status: 'pending' })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', orderId)
      .execute();
    const shipped = await app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${orderId}/shipments`,
      headers: admin.headers,
      payload: { carrier: 'ups', shipped_date: '2026-11-20', lines: [{ line_no: 1, quantity: 2 }] },
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const returned = await app.inject({
      method: 'POST',
      url: `/api/orders/ACME/${orderId}/returns`,
      headers: bearer(world.users.buyerA.token),
      payload: { lines: [{ line_no: 1, quantity: 1 }], reason: 'damaged' },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    users = {
      buyer: { id: world.users.buyerA.id, tenantId: world.acme.id },
      admin: { id: admin.id, tenantId: world.acme.id },
    };
  }, hangGuard(60_000));

  afterAll(async () => {
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b);
    const counts = byStatus.map(([status, count]) => `${status}: ${count}`).join(', ');
    process.stdout.write(`every-route fuzz: ${total} requests (${counts})\n`);
    await app?.close();
    await database?.close();
  });

  /**
   * Each caller's credentials, kept while only reads are sent: a generated request that writes
   * may sign its caller out, revoke the API key (a console request) or end a colleague's
   * sessions, so any request but a GET or HEAD drops them all and the next request starts with
   * fresh ones. A new session a request cost more than the request itself.
   */
  const credentials = new Map<Exclude<Caller, 'nobody'>, Record<string, string>>();
  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'nobody') return {};
    let headers = credentials.get(caller);
    if (!headers) {
      if (caller === 'key') {
        headers = (await createApiKey(database.db, users.admin.tenantId, `fuzz ${++keys}`)).headers;
      } else {
        const user = users[caller];
        headers = bearer(await sessionFor(database.db, user.id, user.tenantId));
      }
      credentials.set(caller, headers);
    }
    return headers;
  }

  async function send(request: GeneratedRequest, caller: Caller) {
    const headers = await headersOf(caller);
    if (request.method !== 'GET' && request.method !== 'HEAD') credentials.clear();
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      remoteAddress: request.remoteAddress,
      headers: { ...request.headers, ...headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    if (response.statusCode >= 400 && request.method !== 'HEAD') {
      expect(errorBody.strict().safeParse(response.json()).success, response.body).toBe(true);
    }
  }

  it('registers routes to try', () => {
    expect(routes.filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(50);
  });

  it(
    'never answers 5xx nor an unusual error body, on any route, for any caller',
    async () => {
      const failures: string[] = [];
      // A route of several methods (the reference page's files: HEAD and GET) is tried by each.
      const apiRoutes = routes
        .filter((candidate) => candidate.url.startsWith('/api/'))
        .flatMap((route) => [route.method].flat().map((method) => ({ ...route, method })));
      for (const route of apiRoutes) {
        for (const [caller, numRuns] of Object.entries(runsFor(route)) as [Caller, number][]) {
          if (numRuns === 0) continue;
          const run = await fc.check(
            fc.asyncProperty(fc.constant(caller), requestsFor(route), (who, request) =>
              send(request, who),
            ),
            { seed: SEED, numRuns: numRuns * SCALE, endOnFailure: true },
          );
          if (run.failed) {
            failures.push(
              `${caller} ${String(route.method)} ${route.url}: ${fc.stringify(run.counterexample)}\n` +
                String(run.errorInstance),
            );
          }
        }
      }
      // Every failing route at once, each with the request that broke it.
      expect(failures).toEqual([]);
    },
    hangGuard(600_000),
  );
});
