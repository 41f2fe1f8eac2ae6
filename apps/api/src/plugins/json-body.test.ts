import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from '../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { registrationBody } from '../../test/helpers/fixtures.ts';

describe('JSON bodies', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  // JSON.stringify writes a lone surrogate as the escape "\ud800", as an attacker would.
  const post = (method: 'POST' | 'PATCH', url: string, body: unknown, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', 'accept-language': 'fr', ...headers },
      payload: JSON.stringify(body),
    });

  const registration = registrationBody({ company: 'Taller \ud800' });

  it('refuses half a surrogate pair in a registration (jsonb) with 422 at the field, signed out', async () => {
    const response = await post('POST', '/api/register', registration);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Cette valeur n'est pas valide.",
      errors: { company: ["Cette valeur n'est pas valide."] },
    });
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users.map((user) => user.email)).not.toContain('ana@example.com');
  });

  it('refuses it in an administrator text saved to jsonb, and in a key or a low half', async () => {
    const url = '/api/admin/ACME/branding';
    const headers = world.acmeAdmin.headers;
    const title = await post('PATCH', url, { welcome_title: { en: 'Hi \ud800' } }, headers);
    expect(title.statusCode).toBe(422);
    expect(title.json()).toMatchObject({ errors: { 'welcome_title.en': [expect.any(String)] } });
    const key = await post(
      'PATCH',
      url,
      { welcome_title_styles: { '\udc00': 'red' } },
      { ...headers, 'content-type': 'application/json; charset=utf-8' },
    );
    expect(key.statusCode).toBe(422);
    expect(key.json()).toMatchObject({ errors: { welcome_title_styles: [expect.any(String)] } });
  });

  it('still accepts whole pairs (emoji) and keeps refusing prototype poisoning', async () => {
    const emoji = await post(
      'PATCH',
      '/api/admin/ACME/branding',
      { welcome_title: { en: 'Hi 😀' } },
      world.acmeAdmin.headers,
    );
    expect(emoji.statusCode).toBe(200);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
