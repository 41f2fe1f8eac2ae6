import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, sessionFor } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('content pages, media and the placeholder image', () => {
  const t = useTestApp();
  const ids = { svg: 0, png: 0, html: 0, borealSvg: 0 };
  let acmeToken: string;
  let borealToken: string;

  beforeAll(async () => {
    const acme = await createTenant(t.db, 'ACME');
    const boreal = await createTenant(t.db, 'BOREAL');
    const page = (tenantId: number, slug: string, language: string, html: string) => ({
      tenant_id: tenantId,
      slug,
      language,
      html,
    });
    await t.db
      .insertInto('content_pages')
      .values([
        page(acme.id, 'about-us', 'en', '<h1>About Acme</h1>'),
        page(acme.id, 'about-us', 'fr', '<h1>À propos d’Acme</h1>'),
        page(acme.id, 'about-us-private', 'en', '<h1>For Acme customers</h1>'),
        page(boreal.id, 'about-us-private', 'en', '<h1>For Boreal customers</h1>'),
      ])
      .execute();
    const insertMedia = async (tenantId: number, contentType: string, data: Buffer) =>
      (
        await t.db
          .insertInto('media')
          .values({ tenant_id: tenantId, content_type: contentType, data })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.svg = await insertMedia(acme.id, 'image/svg+xml', Buffer.from(SVG));
    ids.png = await insertMedia(acme.id, 'image/png', PNG);
    ids.html = await insertMedia(acme.id, 'text/html', Buffer.from('<script>alert(1)</script>'));
    ids.borealSvg = await insertMedia(boreal.id, 'image/svg+xml', Buffer.from(SVG));
    const acmeUser = await createUser(t.db, { email: 'a@acme.test', tenantId: acme.id });
    acmeToken = await sessionFor(t.db, acmeUser.id, acme.id);
    const borealUser = await createUser(t.db, { email: 'b@boreal.test', tenantId: boreal.id });
    borealToken = await sessionFor(t.db, borealUser.id, boreal.id);
  });

  describe('GET /api/public/content/:code/:slug/:lang', () => {
    it('answers the public page as sandboxed HTML in the asked language', async () => {
      const response = await t.app.inject({ url: '/api/public/content/acme/about-us/fr' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(response.body).toBe('<h1>À propos d’Acme</h1>');
    });

    it('answers 404 for a missing language, an unknown slug or tenant', async () => {
      for (const url of [
        '/api/public/content/ACME/about-us/es',
        '/api/public/content/ACME/about-us/de',
        '/api/public/content/ACME/terms/en',
        '/api/public/content/NOPE/about-us/en',
      ]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    });

    it('never answers a private page on the public route', async () => {
      const response = await t.app.inject({ url: '/api/public/content/ACME/about-us-private/en' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('customers');
    });
  });

  describe('GET /api/content/:code/:slug/:lang', () => {
    it('answers the private page to a member, never cached', async () => {
      const response = await t.app.inject({
        url: '/api/content/ACME/about-us-private/en',
        headers: bearer(acmeToken),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toBe('<h1>For Acme customers</h1>');
    });

    it('answers 401 without a token and 403 to another tenant', async () => {
      const anonymous = await t.app.inject({ url: '/api/content/ACME/about-us-private/en' });
      expect(anonymous.statusCode).toBe(401);
      const crossTenant = await t.app.inject({
        url: '/api/content/BOREAL/about-us-private/en',
        headers: bearer(acmeToken),
      });
      expect(crossTenant.statusCode).toBe(403);
      expect(crossTenant.body).not.toContain('Boreal customers');
    });

    it('answers 404 for a missing private page or a public slug', async () => {
      for (const url of [
        '/api/content/ACME/about-us-private/fr',
        '/api/content/ACME/about-us/en',
      ]) {
        const response = await t.app.inject({ url, headers: bearer(acmeToken) });
        expect(response.statusCode, url).toBe(404);
      }
    });
  });

  describe('GET /api/media/:code/:mediaId', () => {
    it('serves an SVG with its type, a long cache, nosniff and a no-script policy', async () => {
      const response = await t.app.inject({ url: `/api/media/acme/${ids.svg}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toBe(SVG);
    });

    it('serves binary images byte for byte', async () => {
      const response = await t.app.inject({ url: `/api/media/ACME/${ids.png}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(PNG)).toBe(true);
    });

    it('answers 404 for an ACME image asked under BOREAL, and the other way round', async () => {
      const acmeUnderBoreal = await t.app.inject({ url: `/api/media/BOREAL/${ids.svg}` });
      expect(acmeUnderBoreal.statusCode).toBe(404);
      const borealUnderAcme = await t.app.inject({ url: `/api/media/ACME/${ids.borealSvg}` });
      expect(borealUnderAcme.statusCode).toBe(404);
      const own = await t.app.inject({
        url: `/api/media/BOREAL/${ids.borealSvg}`,
        headers: bearer(borealToken),
      });
      expect(own.statusCode).toBe(200);
    });

    it('never serves a stored type that is not an image', async () => {
      const response = await t.app.inject({ url: `/api/media/ACME/${ids.html}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('script');
    });

    it('answers 404 for an unknown id and 422 for an id that is not one', async () => {
      expect((await t.app.inject({ url: '/api/media/ACME/999999' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/media/ACME/-1' })).statusCode).toBe(422);
      expect((await t.app.inject({ url: '/api/media/ACME/abc' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/public/placeholder.svg', () => {
    it('serves a neutral SVG with a cache and the no-script policy', async () => {
      const response = await t.app.inject({ url: '/api/public/placeholder.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script|on\w+=/i);
    });
  });
});
