import { DEFAULT_CARRIER_TEMPLATES, type AdminBranding, type AdminPage } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json } from '@/test/render.tsx';

export const savedBranding = (): AdminBranding => ({
  code: 'ACME',
  name: 'Acme Industrial Supply',
  logo_url: '/api/media/ACME/1',
  banner_image_url: '',
  welcome_title: { en: 'Welcome to Acme', es: 'Bienvenido a Acme', fr: 'Bienvenue chez Acme' },
  welcome_subtitle: { en: 'Order online', fr: 'Commandez en ligne' },
  welcome_title_styles: { color: '#ffffff' },
  welcome_subtitle_styles: {},
  default_page: 'products',
  b2b_sell_minimum: '0',
  b2b_hide_additional_info: '0',
  b2b_message_order_confirmation: {},
  about_us_url: { en: '/api/content/ACME/about-us/en' },
  b2b_about_us_private: {},
  brand_color: '',
  mail_from: '',
  order_pdf_attachment: '0',
  invited_colleagues_wait: '0',
  time_zone: '',
});

type Reply = { status: number; body: unknown } | undefined;

/**
 * The branding endpoints over one tenant's state: PATCH merges what was sent, images get a new
 * media URL, pages are stored as sent (`clean` stands for the server's sanitiser). `refuse`
 * answers the next write instead.
 */
export function serveBranding(
  options: { refuse?: Reply; clean?: (html: string) => string; failLoad?: boolean } = {},
) {
  signInAdmin();
  let branding = savedBranding();
  const pages = new Map<string, string>([['about-us/en', '<h1>About Acme</h1>']]);
  let refuse = options.refuse;
  let carriers = { ...DEFAULT_CARRIER_TEMPLATES };
  const calls = fakeServer((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' && refuse) {
      const reply = refuse;
      refuse = undefined;
      return json(reply.status, reply.body);
    }
    const path = url.pathname.replace('/api/admin/ACME', '');
    if (path === '/branding') {
      if (options.failLoad) return json(500, { message: 'The server is down.' });
      if (method === 'PATCH') {
        branding = { ...branding, ...(sentBody(init) as Partial<AdminBranding>) };
      }
      return json(200, { data: branding });
    }
    const image = /^\/branding\/(logo|banner)$/.exec(path);
    if (image) {
      const key = image[1] === 'logo' ? 'logo_url' : 'banner_image_url';
      branding = { ...branding, [key]: method === 'DELETE' ? '' : '/api/media/ACME/99' };
      return json(200, { data: branding });
    }
    const page = /^\/pages\/(about-us(?:-private)?)\/(en|es|fr)$/.exec(path);
    if (page) {
      const key = `${page[1]}/${page[2]}`;
      if (method === 'PUT') {
        const html = (options.clean ?? ((text) => text))((sentBody(init) as { html: string }).html);
        if (html) pages.set(key, html);
        else pages.delete(key);
      }
      const html = pages.get(key);
      const data: AdminPage = {
        slug: page[1] as AdminPage['slug'],
        language: page[2] as AdminPage['language'],
        html: html ?? '',
        url: html === undefined ? null : `/api/content/ACME/${key}`,
      };
      return json(200, { data });
    }
    // The carriers' tracking links (issue 31): stored as sent (the server checks them).
    if (path === '/settings/carriers') {
      if (method === 'PUT') carriers = sentBody(init) as typeof carriers;
      return json(200, { data: carriers });
    }
    return json(404, { message: 'Not found.' });
  });
  return calls;
}

export const writes = (calls: ReturnType<typeof serveBranding>) =>
  calls.filter((call) => (call.init.method ?? 'GET') !== 'GET');
