import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminWorld,
  signedIn,
  type AdminWorld,
} from '../../../test/helpers/admin-fixtures.ts';
import { bearer } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * The console's guard beyond the access matrix (modules/access-matrix.test.ts), which checks every
 * console route for 401 and 403: memberships that are not approved, unknown tenants, the order of
 * the checks, and the tenant code's case.
 */
describe('admin console access', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const url = (code: string, path: string) => `/api/admin/${code}${path}`;
  const call = (method: 'GET', target: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: target, headers });

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
