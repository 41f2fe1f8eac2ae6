import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok with the engine when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testEngine });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a translated 404 for an unknown API path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No encontrado.' });
  });
});
