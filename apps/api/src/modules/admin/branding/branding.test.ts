import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrandingResponse, AdminPageResponse, PublicSettings } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { multipartFile, TINY_PNG } from '../../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin branding, settings and About Us pages', () => {
  const t = useTestApp();
  let world: AdminWorld;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    await t.db
      .insertInto('tenant_settings')
      .values([
        { tenant_id: world.acme.id, key: 'welcome_title', value: '{"en":"Welcome"}' },
        { tenant_id: world.acme.id, key: 'default_page', value: 'products' },
        { tenant_id: world.boreal.id, key: 'default_page', value: 'catalogs' },
      ])
      .execute();
  });

  const call = (
    method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers = world.acmeAdmin.headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/ACME${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  const publicSettings = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/public/settings/ACME' })
    ).json<PublicSettings>();
  const privateSettings = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/settings/ACME',
        headers: world.acmeBuyer.headers,
      })
    ).json<Record<string, string>>();

  it('shows the branding with JSON settings read as objects', async () => {
    const response = await call('GET', '/branding');
    expect(response.json<AdminBrandingResponse>().data).toEqual({
      code: 'ACME',
      name: 'Acme Industrial',
      logo_url: '',
      banner_image_url: '',
      welcome_title: { en: 'Welcome' },
      welcome_subtitle: {},
      welcome_title_styles: {},
      welcome_subtitle_styles: {},
      default_page: 'products',
      b2b_sell_minimum: '',
      b2b_hide_additional_info: '',
      b2b_message_order_confirmation: {},
      about_us_url: {},
      b2b_about_us_private: {},
      brand_color: '',
      mail_from: '',
      order_pdf_attachment: '0',
      invited_colleagues_wait: '0',
      time_zone: '',
    });
  });

  it('updates name, texts per language, styles and every signed-in setting', async () => {
    const response = await call('PATCH', '/branding', {
      name: 'Acme Tools',
      welcome_title: { en: 'Welcome', es: 'Bienvenido', fr: '' },
      welcome_title_styles: { color: '#ffffff', textShadow: '0 1px 2px #000' },
      default_page: 'about_us',
      b2b_sell_minimum: '1',
      b2b_hide_additional_info: '1',
      b2b_message_order_confirmation: { en: 'Thanks!', fr: 'Merci !', es: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminBrandingResponse>().data).toMatchObject({
      name: 'Acme Tools',
      welcome_title: { en: 'Welcome', es: 'Bienvenido' },
      welcome_title_styles: { color: '#ffffff', textShadow: '0 1px 2px #000' },
    });
    const pub = await publicSettings();
    expect(pub.name).toBe('Acme Tools');
    expect(JSON.parse(pub.welcome_title)).toEqual({ en: 'Welcome', es: 'Bienvenido' });
    expect(JSON.parse(pub.welcome_title_styles)).toEqual({
      color: '#ffffff',
      textShadow: '0 1px 2px #000',
    });
    expect(await privateSettings()).toMatchObject({
      default_page: 'about_us',
      b2b_sell_minimum: '1',
      b2b_hide_additional_info: '1',
      // A language left empty is left out: the buyer then reads the English text.
      b2b_message_order_confirmation: JSON.stringify({ en: 'Thanks!', fr: 'Merci !' }),
    });
    const [audit] = await auditRows(t.db, world.acme.id, 'branding');
    expect(audit).toMatchObject({
      action: 'branding.update',
      before: {
        name: 'Acme Industrial',
        default_page: 'products',
        welcome_title: { en: 'Welcome' },
      },
      after: { name: 'Acme Tools', default_page: 'about_us' },
    });
  });

  it('refuses unsafe styles, unknown languages and settings outside their values (422)', async () => {
    const cases: [object, string][] = [
      [
        { welcome_title_styles: { background: 'url(https://x.example/a.png)' } },
        'welcome_title_styles.background',
      ],
      [{ welcome_subtitle_styles: { color: 'red;}' } }, 'welcome_subtitle_styles.color'],
      [{ welcome_title_styles: ['color'] }, 'welcome_title_styles'],
      [{ welcome_title: { de: 'Hallo' } }, 'welcome_title'],
      [{ default_page: 'home' }, 'default_page'],
      [{ b2b_sell_minimum: 'yes' }, 'b2b_sell_minimum'],
      [{ brand_color: 'red' }, 'brand_color'],
      [{ brand_color: '#fff;background:url(x)' }, 'brand_color'],
      [{ mail_from: 'Eve <eve@evil.example>' }, 'mail_from'],
      [{ mail_from: 'orders@acme.example\r\nBcc: x@evil.example' }, 'mail_from'],
      [{ order_pdf_attachment: 'yes' }, 'order_pdf_attachment'],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
      [{ time_zone: "America/Toronto'; drop table tenants; --" }, 'time_zone'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PATCH', '/branding', payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    expect((await privateSettings()).default_page).toBe('about_us');
  });

  it('keeps the colour, the sender, the PDF choice and whether invited colleagues wait, off by default', async () => {
    const before = await call('GET', '/branding');
    expect(before.json<{ data: object }>().data).toMatchObject({
      brand_color: '',
      mail_from: '',
      order_pdf_attachment: '0',
      invited_colleagues_wait: '0',
    });
    const saved = await call('PATCH', '/branding', {
      brand_color: '#B91C1C',
      mail_from: ' orders@acme.example ',
      order_pdf_attachment: '1',
      invited_colleagues_wait: '1',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: object }>().data).toMatchObject({
      brand_color: '#B91C1C',
      mail_from: 'orders@acme.example',
      order_pdf_attachment: '1',
      invited_colleagues_wait: '1',
    });
    // Back to the portal's defaults.
    const cleared = await call('PATCH', '/branding', { brand_color: '', mail_from: '' });
    expect(cleared.json<{ data: object }>().data).toMatchObject({ brand_color: '', mail_from: '' });
  });

  it('keeps the time zone quotes end in, UTC by default (issue 30)', async () => {
    const saved = await call('PATCH', '/branding', { time_zone: 'America/Toronto' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: object }>().data).toMatchObject({ time_zone: 'America/Toronto' });
    const cleared = await call('PATCH', '/branding', { time_zone: '' });
    expect(cleared.json<{ data: object }>().data).toMatchObject({ time_zone: '' });
  });

  it('uploads a logo and a banner, pointing the public settings at them', async () => {
    for (const kind of ['logo', 'banner'] as const) {
      const body = multipartFile({ name: `${kind}.png`, type: 'image/png', data: TINY_PNG });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/ACME/branding/${kind}`,
        headers: { ...world.acmeAdmin.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
    }
    const pub = await publicSettings();
    expect(pub.logo_url).toMatch(/^\/api\/media\/ACME\/\d+$/);
    expect(pub.banner_image_url).toMatch(/^\/api\/media\/ACME\/\d+$/);
    const logo = await t.app.inject({ method: 'GET', url: pub.logo_url });
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
    const script = multipartFile({
      name: 'logo.svg',
      type: 'image/svg+xml',
      data: '<svg><script>alert(1)</script></svg>',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/branding/logo',
      headers: { ...world.acmeAdmin.headers, ...script.headers },
      payload: script.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect((await publicSettings()).logo_url).toBe(pub.logo_url);
    // A logo with styles that load from elsewhere and a SMIL event handler is stored cleaned.
    const styled = multipartFile({
      name: 'logo.svg',
      type: 'image/svg+xml',
      data:
        '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style>' +
        '<rect style="fill: #c00"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>',
    });
    const cleaned = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ACME/branding/logo',
      headers: { ...world.acmeAdmin.headers, ...styled.headers },
      payload: styled.payload,
    });
    expect(cleaned.statusCode).toBe(200);
    const svgLogo = await t.app.inject({ method: 'GET', url: (await publicSettings()).logo_url });
    expect(svgLogo.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style/><rect style="fill: #c00"/></svg>',
    );
    const removed = await call('DELETE', '/branding/banner');
    expect(removed.json<AdminBrandingResponse>().data.banner_image_url).toBe('');
    const audit = (await auditRows(t.db, world.acme.id, 'branding')).at(-1);
    expect(audit).toMatchObject({
      action: 'branding.banner_remove',
      before: { banner_image_url: pub.banner_image_url },
      after: { banner_image_url: '' },
    });
  });

  it('saves About Us pages cleaned of scripts and points the URL settings at them', async () => {
    const html =
      '<!doctype html><html><head><style>h1{color:red}</style></head><body>' +
      '<h1 onclick="steal()">About</h1><script>alert(1)</script>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a></body></html>';
    const response = await call('PUT', '/pages/about-us/fr', { html });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<AdminPageResponse>();
    expect(data.url).toBe('/api/public/content/ACME/about-us/fr');
    expect(data.html).toContain('<h1>About</h1>');
    for (const gone of ['script', 'iframe', 'onclick', 'javascript:']) {
      expect(data.html).not.toContain(gone);
    }
    const served = await t.app.inject({ method: 'GET', url: data.url! });
    expect(served.body).toBe(data.html);
    expect(JSON.parse((await publicSettings()).about_us_url)).toEqual({
      fr: '/api/public/content/ACME/about-us/fr',
    });

    const hidden = await call('PUT', '/pages/about-us-private/en', { html: '<p>Members only</p>' });
    expect(hidden.json<AdminPageResponse>().data.url).toBe('/api/content/ACME/about-us-private/en');
    expect(JSON.parse((await privateSettings()).b2b_about_us_private ?? '')).toEqual({
      en: '/api/content/ACME/about-us-private/en',
    });
    const read = await call('GET', '/pages/about-us-private/en');
    expect(read.json<AdminPageResponse>().data.html).toBe('<p>Members only</p>');
    const missing = await call('GET', '/pages/about-us/es');
    expect(missing.json<AdminPageResponse>().data).toEqual({
      slug: 'about-us',
      language: 'es',
      html: '',
      url: null,
    });
    const audit = (await auditRows(t.db, world.acme.id, 'content_page')).at(0);
    expect(audit).toMatchObject({
      action: 'page.save',
      entity_id: 'about-us/fr',
      before: null,
      after: { slug: 'about-us', language: 'fr', bytes: Buffer.byteLength(data.html) },
    });
  });

  it('removes a page saved empty (or left empty by the cleaning), with its URL', async () => {
    const response = await call('PUT', '/pages/about-us/fr', { html: '<script>x()</script>' });
    expect(response.json<AdminPageResponse>().data).toMatchObject({ html: '', url: null });
    expect(JSON.parse((await publicSettings()).about_us_url)).toEqual({});
    const gone = await t.app.inject({ method: 'GET', url: '/api/public/content/ACME/about-us/fr' });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses pages over 200 KB, unknown pages and languages (422)', async () => {
    const big = await call('PUT', '/pages/about-us/en', { html: `<p>${'a'.repeat(205_000)}</p>` });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ errors: { html: ['The page must be at most 200 KB.'] } });
    expect((await call('PUT', '/pages/home/en', { html: '<p>x</p>' })).statusCode).toBe(422);
    expect((await call('GET', '/pages/about-us/de')).statusCode).toBe(422);
  });

  it('keeps tenants apart: other admins and buyers get 403, BOREAL is untouched', async () => {
    const other = await call('PATCH', '/branding', { name: 'Hijacked' }, world.borealAdmin.headers);
    expect(other.statusCode).toBe(403);
    const buyer = await call('GET', '/branding', undefined, world.acmeBuyer.headers);
    expect(buyer.statusCode).toBe(403);
    const atBoreal = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/BOREAL/pages/about-us/en',
      headers: world.acmeAdmin.headers,
      payload: { html: '<p>x</p>' },
    });
    expect(atBoreal.statusCode).toBe(403);
    const boreal = await t.app.inject({ method: 'GET', url: '/api/public/settings/BOREAL' });
    expect(boreal.json<PublicSettings>()).toMatchObject({ name: 'Boreal Foods', about_us_url: '' });
    const pages = await t.db
      .selectFrom('content_pages')
      .select('slug')
      .where('tenant_id', '=', world.boreal.id)
      .execute();
    expect(pages).toEqual([]);
  });
});
