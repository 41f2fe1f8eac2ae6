import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  DOCUMENT_SETTING_KEYS,
  parseLanguageMap,
  PRIVATE_SETTING_KEYS,
  PUBLIC_CONTENT_SLUGS,
  PUBLIC_SETTING_KEYS,
  type AdminBranding,
  type AdminPage,
  type BrandingImage,
  type Language,
  type updateBrandingRequest,
} from '@portal/contract';
import type { Member } from '../../../core/callers.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { pick } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import type { UploadedImage } from '../products/image-upload.ts';
import * as repo from './branding.repository.ts';
import { sanitisePage } from './page-sanitiser.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import * as publicEndpoints from '@portal/contract/endpoints/public';

type UpdateInput = z.output<typeof updateBrandingRequest>;
type Slug = AdminPage['slug'];

const SETTING_KEYS = [...PUBLIC_SETTING_KEYS, ...PRIVATE_SETTING_KEYS, ...DOCUMENT_SETTING_KEYS];

/** The tenant's name and every branding setting, JSON texts read as objects. */
async function loadBranding(db: Db, tenantId: number): Promise<AdminBranding> {
  const tenant = await repo.findTenant(db, tenantId);
  const settings = await repo.readSettings(db, tenantId, SETTING_KEYS);
  const text = (key: (typeof SETTING_KEYS)[number]) => settings.get(key) ?? '';
  const map = (key: (typeof SETTING_KEYS)[number]) => parseLanguageMap(settings.get(key));
  return {
    code: tenant.code,
    name: tenant.name,
    logo_url: text('logo_url'),
    banner_image_url: text('banner_image_url'),
    welcome_title: map('welcome_title'),
    welcome_subtitle: map('welcome_subtitle'),
    welcome_title_styles: map('welcome_title_styles'),
    welcome_subtitle_styles: map('welcome_subtitle_styles'),
    default_page: text('default_page'),
    b2b_sell_minimum: text('b2b_sell_minimum'),
    b2b_hide_additional_info: text('b2b_hide_additional_info'),
    b2b_message_order_confirmation: map('b2b_message_order_confirmation'),
    about_us_url: map('about_us_url'),
    b2b_about_us_private: map('b2b_about_us_private'),
    brand_color: text('brand_color'),
    mail_from: text('mail_from'),
    order_pdf_attachment: text('order_pdf_attachment') || '0',
    invited_colleagues_wait: text('invited_colleagues_wait') || '0',
    time_zone: text('time_zone'),
  };
}

export const getBranding = (db: Db, admin: Member) => loadBranding(db, admin.tenantId);

/** Languages with an empty text are left out, so the login screen falls back to English. */
const languageJson = (texts: Partial<Record<Language, string | undefined>>) =>
  JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([, text]) => text)));

/** The settings rows an update writes, as the public and signed-in endpoints serve them. */
function settingsOf(input: UpdateInput): Record<string, string> {
  const settings: Record<string, string> = {};
  if (input.welcome_title) settings.welcome_title = languageJson(input.welcome_title);
  if (input.welcome_subtitle) settings.welcome_subtitle = languageJson(input.welcome_subtitle);
  if (input.b2b_message_order_confirmation) {
    settings.b2b_message_order_confirmation = languageJson(input.b2b_message_order_confirmation);
  }
  for (const key of ['welcome_title_styles', 'welcome_subtitle_styles'] as const) {
    if (input[key]) settings[key] = JSON.stringify(input[key]);
  }
  const plain = [
    'default_page',
    'b2b_sell_minimum',
    'b2b_hide_additional_info',
    'brand_color',
    'mail_from',
    'order_pdf_attachment',
    'invited_colleagues_wait',
    'time_zone',
  ] as const;
  for (const key of plain) {
    if (input[key] !== undefined) settings[key] = input[key];
  }
  return settings;
}

export function updateBranding(db: Db, admin: Member, input: UpdateInput): Promise<AdminBranding> {
  return db.transaction().execute(async (trx) => {
    const before = await loadBranding(trx, admin.tenantId);
    if (input.name !== undefined) await repo.renameTenant(trx, admin.tenantId, input.name);
    await repo.writeSettings(trx, admin.tenantId, settingsOf(input));
    const after = await loadBranding(trx, admin.tenantId);
    const sent = (Object.keys(input) as (keyof UpdateInput)[]).filter(
      (key) => input[key] !== undefined,
    );
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'branding.update',
      entity: 'branding',
      entityId: admin.tenantId,
      before: pick(before, sent),
      after: pick(after, sent),
    });
    return after;
  });
}

const IMAGE_SETTING = { logo: 'logo_url', banner: 'banner_image_url' } as const;

/** A new logo or banner (a new media row) or none; the old image stays for the audit log. */
export function setBrandingImage(
  db: Db,
  admin: Member,
  kind: BrandingImage,
  image: UploadedImage | null,
): Promise<AdminBranding> {
  const key = IMAGE_SETTING[kind];
  return db.transaction().execute(async (trx) => {
    const before = (await repo.readSettings(trx, admin.tenantId, [key])).get(key) ?? '';
    const url = image
      ? pathTo(publicEndpoints.media, {
          code: admin.tenantCode,
          mediaId: await repo.insertMedia(trx, admin.tenantId, image.contentType, image.data),
        })
      : '';
    await repo.writeSettings(trx, admin.tenantId, { [key]: url });
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: image ? `branding.${kind}` : `branding.${kind}_remove`,
      entity: 'branding',
      entityId: admin.tenantId,
      before: { [key]: before },
      after: { [key]: url },
    });
    return loadBranding(trx, admin.tenantId);
  });
}

const isPublic = (slug: Slug) => (PUBLIC_CONTENT_SLUGS as readonly string[]).includes(slug);
/** The setting holding each language's URL of a page (what the buyer's app loads). */
const urlSetting = (slug: Slug) => (isPublic(slug) ? 'about_us_url' : 'b2b_about_us_private');
const pageUrl = (code: string, slug: Slug, language: Language) =>
  isPublic(slug)
    ? pathTo(publicEndpoints.publicContent, { code, slug, lang: language })
    : pathTo(memberEndpoints.privateContent, { code, slug, lang: language });

export async function getPage(
  db: Db,
  admin: Member,
  slug: Slug,
  language: Language,
): Promise<AdminPage> {
  const html = await repo.findPage(db, admin.tenantId, slug, language);
  return {
    slug,
    language,
    html: html ?? '',
    url: html === undefined ? null : pageUrl(admin.tenantCode, slug, language),
  };
}

/** Pages can be 200 KB: the audit log keeps their size and digest, not the text. */
const pageDigest = (slug: Slug, language: Language, html: string | undefined) =>
  html === undefined
    ? null
    : {
        slug,
        language,
        bytes: Buffer.byteLength(html),
        sha256: createHash('sha256').update(html).digest('hex'),
      };

/**
 * Stores a page cleaned of anything that could run, and points the language's URL setting at
 * it. A page that is empty once cleaned is removed, with its URL, so buyers see the fallback.
 */
export function savePage(
  db: Db,
  admin: Member,
  slug: Slug,
  language: Language,
  html: string,
): Promise<AdminPage> {
  const clean = sanitisePage(html);
  return db.transaction().execute(async (trx) => {
    const before = await repo.findPage(trx, admin.tenantId, slug, language);
    const key = urlSetting(slug);
    const urls = parseLanguageMap((await repo.readSettings(trx, admin.tenantId, [key])).get(key));
    if (clean === '') {
      await repo.deletePage(trx, admin.tenantId, slug, language);
      delete urls[language];
    } else {
      await repo.savePage(trx, admin.tenantId, { slug, language, html: clean });
      urls[language] = pageUrl(admin.tenantCode, slug, language);
    }
    await repo.writeSettings(trx, admin.tenantId, { [key]: JSON.stringify(urls) });
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: clean === '' ? 'page.delete' : 'page.save',
      entity: 'content_page',
      entityId: `${slug}/${language}`,
      before: pageDigest(slug, language, before),
      after: pageDigest(slug, language, clean === '' ? undefined : clean),
    });
    return getPage(trx, admin, slug, language);
  });
}
