import {
  LANGUAGES,
  PRIVATE_CONTENT_SLUGS,
  PRIVATE_SETTING_KEYS,
  PUBLIC_CONTENT_SLUGS,
  PUBLIC_SETTING_KEYS,
  type MediaContentType,
  type PrivateSettings,
  type PublicSettings,
  type ResolveHostResponse,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { hostNameOf } from './host-name.ts';
import { isServableImage } from './media-headers.ts';
import {
  findActiveTenant,
  findContentPage,
  findMedia,
  findTenantCodeByHost,
  readSettings,
} from './tenants.repository.ts';

/** Every key of `keys`, '' where the tenant has not set it: the client never meets undefined. */
function settingsOf<K extends string>(keys: readonly K[], values: Map<string, string>) {
  return Object.fromEntries(keys.map((key) => [key, values.get(key) ?? ''])) as Record<K, string>;
}

export async function getPublicSettings(db: Db, code: string): Promise<PublicSettings> {
  const tenant = await findActiveTenant(db, code);
  if (!tenant) throw notFound('errors.tenantNotFound');
  const values = await readSettings(db, tenant.id, PUBLIC_SETTING_KEYS);
  return { name: tenant.name, code: tenant.code, ...settingsOf(PUBLIC_SETTING_KEYS, values) };
}

export async function getPrivateSettings(db: Db, tenantId: number): Promise<PrivateSettings> {
  const values = await readSettings(db, tenantId, PRIVATE_SETTING_KEYS);
  return settingsOf(PRIVATE_SETTING_KEYS, values);
}

export async function resolveHost(
  db: Db,
  hostHeader: string | undefined,
): Promise<ResolveHostResponse> {
  const host = hostNameOf(hostHeader);
  const code = host ? await findTenantCodeByHost(db, host) : undefined;
  return { code: code ?? null };
}

const isLanguage = (language: string) => (LANGUAGES as readonly string[]).includes(language);

/**
 * The HTML of a content page. The public route reads only public slugs and the members' route
 * only private ones, so a private page is never reachable without a membership.
 */
export async function getContentPage(
  db: Db,
  code: string,
  slug: string,
  language: string,
  visibility: 'public' | 'private',
): Promise<string> {
  const slugs: readonly string[] =
    visibility === 'public' ? PUBLIC_CONTENT_SLUGS : PRIVATE_CONTENT_SLUGS;
  const html =
    slugs.includes(slug) && isLanguage(language)
      ? await findContentPage(db, code, slug, language)
      : undefined;
  if (html === undefined) throw notFound();
  return html;
}

export interface Image {
  contentType: MediaContentType;
  data: Buffer;
}

/** A tenant's image; another tenant's id, or a stored type that is not an image, is 404. */
export async function getMedia(db: Db, code: string, mediaId: number): Promise<Image> {
  const row = await findMedia(db, code, mediaId);
  if (!row || !isServableImage(row.contentType)) throw notFound();
  // pg answers a Buffer and PGlite a Uint8Array: Fastify sends Buffers as they are.
  const data = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return { contentType: row.contentType, data };
}
