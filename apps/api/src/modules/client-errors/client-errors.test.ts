import type { ErrorBody } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createTenant, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';

let lastOctet = 0;
const nextAddress = () => `10.4.0.${++lastOctet}`;

const report = {
  error: { message: 'TypeError: x is undefined', stack: 'at Cart (cart.tsx:10)' },
  errorInfo: { componentStack: '\n    at Cart\n    at App' },
  url: 'https://portal.example/cart',
};

describe('POST /api/log/error', () => {
  const t = useTestApp();
  let borealId: number;
  let userId: number;

  beforeAll(async () => {
    borealId = (await createTenant(t.db, 'BOREAL')).id;
    userId = (await createUser(t.db, { email: 'buyer@boreal.example', tenantId: borealId })).id;
  });

  const send = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/log/error',
      payload: payload as object,
      headers,
      remoteAddress,
    });

  const latest = () =>
    t.db.selectFrom('client_errors').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('stores a visitor report with 204', async () => {
    const response = await send(report, { 'user-agent': 'TestBrowser/1.0' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await latest()).toMatchObject({
      tenant_code: null,
      user_id: null,
      message: 'TypeError: x is undefined',
      stack: 'at Cart (cart.tsx:10)',
      component_stack: '\n    at Cart\n    at App',
      url: 'https://portal.example/cart',
      user_agent: 'TestBrowser/1.0',
    });
  });

  it('records the user and the session company when a live token comes with it', async () => {
    const token = await sessionFor(t.db, userId, borealId);
    expect((await send({ error: { message: 'signed in' } }, bearer(token))).statusCode).toBe(204);
    expect(await latest()).toMatchObject({
      message: 'signed in',
      user_id: userId,
      tenant_code: 'BOREAL',
      stack: null,
    });
  });

  it('accepts a report with a dead or malformed token instead of answering 401', async () => {
    for (const authorization of [`Bearer ${'x'.repeat(43)}`, 'Bearer !!', 'Basic abc']) {
      const response = await send({ error: { message: 'after logout' } }, { authorization });
      expect(response.statusCode).toBe(204);
      expect(await latest()).toMatchObject({
        message: 'after logout',
        user_id: null,
        tenant_code: null,
      });
    }
  });

  it('validates the report (es)', async () => {
    const response = await send({ error: {} }, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['error.message']);
    const tooLong = await send(
      { error: { message: 'x'.repeat(2001) } },
      { 'accept-language': 'es' },
    );
    expect(tooLong.json<ErrorBody>().errors).toEqual({
      'error.message': ['Este valor no es válido.'],
    });
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const big = { error: { message: 'big', stack: 'x'.repeat(70 * 1024) } };
    const response = await send(big, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'La requête est trop volumineuse.' });
  });

  it('limits one address to 30 reports a minute', async () => {
    const remoteAddress = '10.4.9.9';
    for (let i = 0; i < 30; i++)
      expect((await send(report, {}, remoteAddress)).statusCode).toBe(204);
    const limited = await send(report, {}, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await send(report, {}, '10.4.9.10')).statusCode).toBe(204);
  });
});
