import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/helpers/fixtures.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';

/**
 * A route of a signed-in member answers 401 to a caller without a session before it reads the
 * request: no field names, no hint of what a valid request looks like (issue 15, point 9).
 */
describe('signed-in routes without a session', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await createTenant(t.db, 'ACME');
  });

  // Every signed-in route with a well-formed request and with a malformed one: modules/access-matrix.test.ts.
  const malformed: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
    { method: 'GET', url: `/api/content/ACME/${'s'.repeat(80)}/english-please` },
    // A malformed tenant code is not checked before the session either.
    { method: 'POST', url: '/api/orders/not*a*code', payload: {} },
  ];

  it.each(malformed)('$method $url answers 401', async ({ method, url, payload }) => {
    const response = await t.app.inject({ method, url, payload: payload as object });
    expect(response.statusCode).toBe(401);
    const body = response.json<{ message: string; errors?: unknown }>();
    expect(body.errors).toBeUndefined();
    expect(body.message).toBeTruthy();
  });

  it('answers 401, not 422, to a malformed body with a token that is no session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ACME',
      headers: { authorization: 'Bearer not-a-session' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
