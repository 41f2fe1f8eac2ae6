import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminWorld,
  createRegistration,
  signedIn,
  type AdminWorld,
} from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/** Every route of this half of the console, with ids filled in by the test. */
const ROUTES = [
  ['GET', '/registrations'],
  ['POST', '/registrations/:user/approve'],
  ['POST', '/registrations/:user/reject'],
  ['GET', '/members'],
  ['PATCH', '/members/:user'],
  ['GET', '/customers'],
  ['POST', '/customers'],
  ['GET', '/customers/:customer'],
  ['PATCH', '/customers/:customer'],
  ['POST', '/customers/:customer/addresses'],
  ['PATCH', '/customers/:customer/addresses/:address'],
  ['DELETE', '/customers/:customer/addresses/:address'],
  ['GET', '/password-resets'],
  ['POST', '/password-resets/1/issue-link'],
  ['POST', '/password-resets/1/dismiss'],
  ['GET', '/orders'],
  ['GET', '/orders/1'],
  ['POST', '/orders/1/status'],
  ['GET', '/audit'],
] as const;

type Method = (typeof ROUTES)[number][0];

describe('admin console access', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let pendingAtBoreal: { id: number };

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    pendingAtBoreal = await createRegistration(t.db, world.boreal.id, 'pending@boreal.test');
  });

  /** The route's path under a tenant, with BOREAL's record ids. */
  const url = (code: string, path: string) =>
    `/api/admin/${code}${path
      .replace(':user', String(pendingAtBoreal.id))
      .replace(':customer', String(world.borealCustomer.id))
      .replace(':address', String(world.borealAddress.id))}`;

  const call = (method: Method, target: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: target,
      headers,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { payload: { status: 'pending', reason: 'x', code: 'X', name: 'X' } }),
    });

  it.each(ROUTES)('%s %s: no token is 401', async (method, path) => {
    expect((await call(method, url('ACME', path))).statusCode).toBe(401);
  });

  it.each(ROUTES)("%s %s: a buyer's token is 403", async (method, path) => {
    const response = await call(method, url('ACME', path), world.acmeBuyer.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this company.' });
  });

  it.each(ROUTES)('%s %s: the ACME administrator is 403 at BOREAL', async (method, path) => {
    const response = await call(method, url('BOREAL', path), world.acmeAdmin.headers);
    expect(response.statusCode).toBe(403);
  });

  it('changed nothing at BOREAL while refusing', async () => {
    const membership = await t.db
      .selectFrom('memberships')
      .select('status')
      .where('tenant_id', '=', world.boreal.id)
      .where('user_id', '=', pendingAtBoreal.id)
      .executeTakeFirstOrThrow();
    expect(membership.status).toBe('pending');
    const address = await t.db
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', world.borealAddress.id)
      .executeTakeFirst();
    expect(address).toBeDefined();
    const audit = await t.db.selectFrom('audit_log').select('id').execute();
    expect(audit).toEqual([]);
  });

  it('refuses administrators whose membership is not approved, and unknown tenants', async () => {
    const disabled = await signedIn(t.db, 'old-admin@acme.test', world.acme.id, {
      role: 'admin',
      status: 'disabled',
    });
    const response = await call('GET', url('ACME', '/members'), disabled.headers);
    expect(response.statusCode).toBe(403);
    const unknown = await call('GET', url('NOPE', '/members'), world.acmeAdmin.headers);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses before reading the body: an outsider gets 403, not a validation error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url('ACME', '/customers'),
      headers: { ...world.acmeBuyer.headers, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the administrator in, with a tenant code in any case', async () => {
    const response = await call('GET', url('acme', '/members'), world.acmeAdmin.headers);
    expect(response.statusCode).toBe(200);
    const expired = await call('GET', url('ACME', '/members'), bearer('x'.repeat(43)));
    expect(expired.statusCode).toBe(401);
  });
});
