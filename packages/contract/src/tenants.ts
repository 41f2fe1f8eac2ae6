import { z } from 'zod';
import { idParam, tenantCode } from './common.ts';

/** Public branding of a tenant; JSON-valued entries are JSON text (language -> text or URL). */
export const PUBLIC_SETTING_KEYS = [
  'logo_url',
  'banner_image_url',
  'welcome_title',
  'welcome_subtitle',
  'welcome_title_styles',
  'welcome_subtitle_styles',
  'about_us_url',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** Settings a signed-in member reads. */
export const PRIVATE_SETTING_KEYS = [
  'default_page',
  'b2b_sell_minimum',
  'b2b_hide_additional_info',
  'b2b_message_order_confirmation',
  'b2b_about_us_private',
] as const;
export type PrivateSettingKey = (typeof PRIVATE_SETTING_KEYS)[number];

export const publicSettings = z.object({
  name: z.string(),
  code: z.string(),
  logo_url: z.string(),
  banner_image_url: z.string(),
  welcome_title: z.string(),
  welcome_subtitle: z.string(),
  welcome_title_styles: z.string(),
  welcome_subtitle_styles: z.string(),
  about_us_url: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const privateSettings = z.object({
  default_page: z.string(),
  b2b_sell_minimum: z.string(),
  b2b_hide_additional_info: z.string(),
  b2b_message_order_confirmation: z.string(),
  b2b_about_us_private: z.string(),
});
export type PrivateSettings = z.infer<typeof privateSettings>;

export const resolveHostResponse = z.object({ code: z.string().nullable() });
export type ResolveHostResponse = z.infer<typeof resolveHostResponse>;

/** Parses a JSON text mapping language to text; anything unusable counts as empty. */
export function parseLanguageMap(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The text for `language`, else English, else empty. */
export function pickLanguage(map: Record<string, string>, language: string): string {
  return map[language] ?? map.en ?? '';
}

/** Content pages anyone may read (the public About Us) and those only members read. */
export const PUBLIC_CONTENT_SLUGS = ['about-us'] as const;
export const PRIVATE_CONTENT_SLUGS = ['about-us-private'] as const;
export type ContentSlug =
  | (typeof PUBLIC_CONTENT_SLUGS)[number]
  | (typeof PRIVATE_CONTENT_SLUGS)[number];

/** An unknown slug or language is a missing page (404), so these only bound the input. */
export const contentPageParams = z.object({
  code: tenantCode,
  slug: z.string().max(64, { error: 'validation.tooLong' }),
  lang: z.string().max(8, { error: 'validation.tooLong' }),
});

export const mediaParams = z.object({ code: tenantCode, mediaId: idParam });

/** The only types the media endpoint serves; it never serves anything a browser could run. */
export const MEDIA_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
