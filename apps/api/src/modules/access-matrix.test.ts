import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import {
  createAccessMatrixWorld,
  type AccessMatrixWorld,
  type Records,
} from '../../test/helpers/access-matrix-world.ts';
import type { ApiKeyScope } from '@portal/contract';
import type { Ownership } from '@portal/contract/endpoints/endpoint';
import {
  endpointOf,
  ROUTE_SAMPLES,
  type Area,
  type RouteSample,
} from '../../test/helpers/access-matrix-routes.ts';
import { multipartFile, TINY_PNG } from '../../test/helpers/multipart.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../test/helpers/test-database.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

/**
 * The access rules of every route the app registers, generated from Fastify's onRoute: a route
 * without a sample (access-matrix-routes.ts) fails here. Each route's area, what its ids own and
 * its API key scope come from the endpoint table (packages/contract/src/endpoints). By its area:
 * - signed-in routes (account, member, console) answer 401 without a session, before they read
 *   the request (a malformed one too);
 * - console routes answer 403 to a buyer and to another tenant's administrator;
 * - member routes answer 403 to another tenant's buyer;
 * - a route naming records (ids in its path or body) answers 404 (or what it says) to a caller
 *   of one tenant naming another tenant's records, and to a buyer naming another customer's,
 *   while the same call with the caller's own records is not refused that way.
 */
interface RegisteredRoute {
  method: string;
  url: string;
  key: string;
  area: Area;
  owns: Ownership | undefined;
  scope: ApiKeyScope | undefined;
  sample: RouteSample;
}

/** Every method and URL the app registers, without the HEAD twins of GET routes. */
function listRoutes(registered: RouteOptions[]): { method: string; url: string }[] {
  const routes = registered.flatMap((route) =>
    [route.method].flat().map((method) => ({ method, url: route.url })),
  );
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

// The routes are known once the app is built; vitest collects tests before that, so the table
// (which must cover them all) drives the generated tests and the first test compares the two.
const TABLE: RegisteredRoute[] = Object.entries(ROUTE_SAMPLES).map(([key, sample]) => {
  const [method, url] = key.split(' ') as [string, string];
  const endpoint = endpointOf(key);
  // The routes outside the table (the API reference) are public.
  const area = endpoint?.area ?? 'public';
  return { method, url, key, area, owns: endpoint?.owns, scope: endpoint?.scope, sample };
});
const signedInRoutes = TABLE.filter((route) => route.area !== 'public');
const consoleRoutes = TABLE.filter((route) => route.area === 'console');
const memberRoutes = TABLE.filter((route) => route.area === 'member');
const ownedRoutes = TABLE.filter((route) => route.owns === 'tenant' || route.owns === 'customer');
const customerRoutes = TABLE.filter((route) => route.owns === 'customer');
const integrationRoutes = TABLE.filter((route) => route.area === 'integration');

describe('access matrix of every registered route', () => {
  let database: TestDatabaseHandle;
  let app: App;
  let world: AccessMatrixWorld;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      env: testEnv,
      database,
      logger: false,
      onRoute: (route) => registered.push(route),
    });
    await app.ready();
    world = await createAccessMatrixWorld(database.uncheckedDb);
  }, hangGuard(60_000));
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function call(route: RegisteredRoute, records: Records, headers: Record<string, string> = {}) {
    const { sample } = route;
    const params: Record<string, string | number> = {
      code: records.code,
      ...sample.params?.(records),
    };
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
      if (params[name] === undefined) throw new Error(`${route.key}: no sample for :${name}`);
      return encodeURIComponent(String(params[name]));
    });
    const url = sample.query ? `${path}?${sample.query}` : path;
    const method = route.method as 'GET';
    if (sample.upload) {
      const file = sample.query?.includes('dry_run')
        ? { name: 'products.csv', type: 'text/csv', data: 'part_number,description\n' }
        : { name: 'image.png', type: 'image/png', data: TINY_PNG };
      const upload = multipartFile(file);
      return app.inject({
        method,
        url,
        payload: upload.payload,
        headers: { ...headers, ...upload.headers },
      });
    }
    if (sample.csv !== undefined) {
      const csv = { payload: sample.csv, headers: { ...headers, 'content-type': 'text/csv' } };
      return app.inject({ method, url, ...csv });
    }
    const body = sample.body?.(records);
    return app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  }

  it('covers every route the app registers, and only those', () => {
    const routes = listRoutes(registered);
    expect(routes.length).toBeGreaterThan(50);
    const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const notCovered = [...keys].filter((key) => !(key in ROUTE_SAMPLES));
    const gone = Object.keys(ROUTE_SAMPLES).filter((key) => !keys.has(key));
    expect(notCovered.map((key) => `new route ${key} is not covered`)).toEqual([]);
    expect(gone.map((key) => `${key} is no longer registered`)).toEqual([]);
  });

  it.each(signedInRoutes.map((r) => [r.key, r] as const))(
    '%s: no session is 401',
    async (_key, route) => {
      const response = await call(route, world.records.acme);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ errors?: unknown }>().errors).toBeUndefined();
    },
  );

  it.each(signedInRoutes.map((r) => [r.key, r] as const))(
    '%s: no session with a malformed request is still 401, before any validation',
    async (_key, route) => {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'code' ? 'ACME' : 'not-an-id',
      );
      const response = await app.inject({
        method: route.method as 'POST',
        url: `${path}?page=-1&per_page=abc`,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{"items": [' }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ errors?: unknown }>().errors).toBeUndefined();
    },
  );

  it.each(consoleRoutes.map((r) => [r.key, r] as const))(
    "%s: a buyer's session is 403",
    async (_key, route) => {
      const response = await call(route, world.records.acme, world.acmeBuyer.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have access to this company.' });
    },
  );

  it.each(consoleRoutes.map((r) => [r.key, r] as const))(
    "%s: another tenant's administrator is 403",
    async (_key, route) => {
      const response = await call(route, world.records.boreal, world.acmeAdmin.headers);
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(memberRoutes.map((r) => [r.key, r] as const))(
    "%s: another tenant's buyer is 403",
    async (_key, route) => {
      const response = await call(route, world.records.boreal, world.acmeBuyer.headers);
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(integrationRoutes.map((r) => [r.key, r] as const))(
    "%s: ACME's administrator and buyer sessions are 401 (sessions never open key routes)",
    async (_key, route) => {
      for (const headers of [world.acmeAdmin.headers, world.acmeBuyer.headers]) {
        const response = await call(route, world.records.acme, headers);
        expect(response.statusCode).toBe(401);
      }
    },
  );

  it.each(integrationRoutes.map((r) => [r.key, r] as const))(
    "%s: ACME's key at BOREAL's code is 403",
    async (_key, route) => {
      const response = await call(route, world.records.boreal, world.acmeKey.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have access to this company.' });
    },
  );

  it.each(integrationRoutes.map((r) => [r.key, r] as const))(
    '%s: a key without the route scope is 403 naming it',
    async (_key, route) => {
      const { scope } = route;
      if (!scope) throw new Error(`${route.key}: no scope in the table`);
      const response = await call(route, world.records.acme, world.acmeKeyWithout[scope]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: `This API key does not have the ${scope} scope.`,
      });
    },
  );

  /** Who calls an owned route at ACME: its administrator, its buyer of customer A, or anyone. */
  const acmeCaller = (route: RegisteredRoute): Record<string, string> =>
    route.area === 'console'
      ? world.acmeAdmin.headers
      : route.area === 'integration'
        ? world.acmeKey.headers
        : route.area === 'public'
          ? {}
          : world.acmeBuyer.headers;

  /** ACME's code with the records given: the caller's own tenant, someone else's ids. */
  const atAcme = (records: Records): Records => ({ ...records, code: world.records.acme.code });

  it.each(ownedRoutes.map((r) => [r.key, r] as const))(
    "%s: another tenant's records are refused, the caller's own are not",
    async (_key, route) => {
      const foreign = await call(route, atAcme(world.records.boreal), acmeCaller(route));
      expect(foreign.statusCode).toBe(route.sample.foreignStatus ?? 404);
      expect(foreign.body).not.toContain('Zeta');
      const own = await call(route, world.records.acme, acmeCaller(route));
      expect(own.statusCode).not.toBe(route.sample.foreignStatus ?? 404);
      expect(own.statusCode).toBeLessThan(500);
      expect([401, 403]).not.toContain(own.statusCode);
    },
  );

  it.each(customerRoutes.map((r) => [r.key, r] as const))(
    "%s: another customer's records are refused",
    async (_key, route) => {
      const response = await call(route, world.records.acmeCustomerB, world.acmeBuyer.headers);
      expect(response.statusCode).toBe(route.sample.foreignStatus ?? 404);
      expect(response.body).not.toContain('Beta');
    },
  );

  it('changed nothing at BOREAL while refusing', async () => {
    const db = database.uncheckedDb;
    const boreal = world.records.boreal;
    expect(
      await db
        .selectFrom('audit_log')
        .select('id')
        .where('tenant_id', '=', world.boreal.id)
        .execute(),
    ).toEqual([]);
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', boreal.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    const registration = await db
      .selectFrom('memberships')
      .select('status')
      .where('tenant_id', '=', world.boreal.id)
      .where('user_id', '=', boreal.registrationUserId)
      .executeTakeFirstOrThrow();
    expect(registration.status).toBe('pending');
    const address = await db
      .selectFrom('addresses')
      .select('address2')
      .where('id', '=', boreal.addressId)
      .executeTakeFirstOrThrow();
    expect(address.address2).toBeNull();
    const product = await db
      .selectFrom('products')
      .select(['description', 'image_id'])
      .where('id', '=', boreal.productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ description: 'Product BOREAL-1', image_id: null });
    const category = await db
      .selectFrom('categories')
      .select('sort_order')
      .where('id', '=', boreal.categoryId)
      .executeTakeFirstOrThrow();
    expect(category.sort_order).toBe(0);
    const tenant = await db
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', world.boreal.id)
      .executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Boreal Foods');
  });
});
