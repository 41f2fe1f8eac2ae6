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
});
