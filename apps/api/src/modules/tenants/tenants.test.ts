import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_SETTING_KEYS } from '@portal/contract';
import { bearer, createTenant, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe('tenant settings and host resolution', () => {
  const t = useTestApp();
  let acmeToken: string;

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME', 'Acme Industrial Supply');
    const boreal = await createTenant(t.db, 'BOREAL', 'Boreal Foods');
    await createTenant(t.db, 'BARE', 'Bare Co.');
    await t.db
      .insertInto('tenant_settings')
      .values([
        { tenant_id: acme.id, key: 'logo_url', value: '/api/media/ACME/1' },
        { tenant_id: acme.id, key: 'welcome_title', value: '{"en":"Welcome","fr":"Bienvenue"}' },
        { tenant_id: acme.id, key: 'default_page', value: 'products' },
        { tenant_id: acme.id, key: 'b2b_sell_minimum', value: '0' },
        { tenant_id: acme.id, key: 'secret_internal_key', value: 'never shown' },
        { tenant_id: boreal.id, key: 'b2b_sell_minimum', value: '1' },
      ])
      .execute();
    await t.db
      .insertInto('tenant_domains')
      .values([
        { host: 'acme.localhost', tenant_id: acme.id },
        { host: 'shop.boreal.example', tenant_id: boreal.id },
      ])
      .execute();
    const buyer = await createUser(t.db, { email: 'buyer@acme.test', tenantId: acme.id });
    acmeToken = await sessionFor(t.db, buyer.id, acme.id);
  });

  describe('GET /api/public/settings/:code', () => {
    it('answers the branding, code case-insensitive, with every key and no other', async () => {
      const response = await t.app.inject({ url: '/api/public/settings/acme' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Acme Industrial Supply',
        code: 'ACME',
        logo_url: '/api/media/ACME/1',
        banner_image_url: '',
        welcome_title: '{"en":"Welcome","fr":"Bienvenue"}',
        welcome_subtitle: '',
        welcome_title_styles: '',
        welcome_subtitle_styles: '',
        about_us_url: '',
      });
    });

    it('answers empty strings for a tenant with no settings', async () => {
      const response = await t.app.inject({ url: '/api/public/settings/BARE' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 'BARE', logo_url: '', about_us_url: '' });
    });

    it('answers a translated 404 for an unknown code', async () => {
      const response = await t.app.inject({
        url: '/api/public/settings/NOPE',
        headers: { 'accept-language': 'fr' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Code d'entreprise inconnu." });
    });

    it('answers 422 for a code that cannot be one', async () => {
      const response = await t.app.inject({ url: '/api/public/settings/a%20b' });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: object }>().errors).toHaveProperty('code');
    });
  });

  describe('GET /api/public/resolve-host', () => {
    it('finds the tenant of the host, whatever its case and port', async () => {
      const response = await t.app.inject({
        url: '/api/public/resolve-host',
        headers: { host: 'ACME.localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 'ACME' });
      const boreal = await t.app.inject({
        url: '/api/public/resolve-host',
        headers: { host: 'shop.boreal.example' },
      });
      expect(boreal.json()).toEqual({ code: 'BOREAL' });
    });

    it('answers a null code for an unknown host', async () => {
      const response = await t.app.inject({
        url: '/api/public/resolve-host',
        headers: { host: 'localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: null });
    });
  });

  describe('GET /api/settings/:code', () => {
    it('answers every signed-in setting to a member, unset ones empty', async () => {
      const response = await t.app.inject({
        url: '/api/settings/acme',
        headers: bearer(acmeToken),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, string>>();
      expect(Object.keys(body).sort()).toEqual([...PRIVATE_SETTING_KEYS].sort());
      expect(body).toMatchObject({
        default_page: 'products',
        b2b_sell_minimum: '0',
        b2b_message_order_confirmation: '',
      });
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await t.app.inject({ url: '/api/settings/ACME' })).statusCode).toBe(401);
      const unknown = await t.app.inject({
        url: '/api/settings/ACME',
        headers: bearer('not-a-real-token'),
      });
      expect(unknown.statusCode).toBe(401);
    });

    it("answers 403 to an ACME member asking for BOREAL's settings", async () => {
      const response = await t.app.inject({
        url: '/api/settings/BOREAL',
        headers: bearer(acmeToken),
      });
      expect(response.statusCode).toBe(403);
      expect(JSON.stringify(response.json())).not.toContain('b2b_sell_minimum');
    });

    it('answers 404 for an unknown tenant', async () => {
      const response = await t.app.inject({
        url: '/api/settings/NOPE',
        headers: bearer(acmeToken),
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
