import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.ts';

describe('error handler', () => {
  const t = useTestApp();

  it('answers malformed JSON with a translated 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Le corps de la requête n'est pas un JSON valide.",
    });
  });

  it('refuses text the database cannot store (a NUL character) as invalid input, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log/error',
      payload: { error: { message: 'broken\u0000text' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'This value is invalid.' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  const expectOurAnswer = (
    response: Awaited<ReturnType<typeof t.app.inject>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  };

  it('answers a bad URL escape itself: translated, with the security headers, no echo', async () => {
    const french = await t.app.inject({
      url: '/api/media/ACME/1%ZZ',
      headers: { 'accept-language': 'fr' },
    });
    expectOurAnswer(french, 400, "Cette adresse web n'est pas valide.");
    expect(french.body).not.toContain('%ZZ');
    const english = await t.app.inject({ url: '/nope%ZZ' });
    expectOurAnswer(english, 400, 'This web address is not valid.');
  });

  it('answers a path parameter over 100 characters the same way (414)', async () => {
    const long = 'A'.repeat(101);
    for (const url of [`/api/media/ACME/${long}`, `/api/admin/${long}/uoms`]) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'es' } });
      expectOurAnswer(response, 414, 'Esta dirección web es demasiado larga.');
      expect(response.body).not.toContain(long);
    }
  });

  it('answers an unknown route or a method a route does not have with our 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['PUT', '/api/login'],
      ['DELETE', '/api/register'],
      ['PROPFIND', '/api/health'],
    ] as const) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { 'accept-language': 'fr' },
      });
      expectOurAnswer(response, 404, 'Introuvable.');
    }
  });
});
