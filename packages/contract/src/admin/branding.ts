import { z } from 'zod';
import { codeParams, LANGUAGES, requiredText } from '../common.ts';
import { PRIVATE_CONTENT_SLUGS, PUBLIC_CONTENT_SLUGS } from '../tenants.ts';
import { withoutNul } from './common.ts';

export const DEFAULT_PAGES = ['products', 'catalogs', 'about_us'] as const;
export type DefaultPage = (typeof DEFAULT_PAGES)[number];
/** Largest About Us page, in bytes of UTF-8. */
export const MAX_PAGE_BYTES = 200 * 1024;

/** Text per language; a language left out (or empty) falls back to English on the login screen. */
const languageTexts = (max: number) =>
  z.strictObject(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        z
          .string({ error: 'validation.invalidValue' })
          .trim()
          .max(max, { error: 'validation.tooLong' })
          .refine(withoutNul, { error: 'validation.invalidValue' })
          .optional(),
      ]),
    ) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
    { error: 'admin.branding.invalidLanguage' },
  );

/**
 * Inline styles of the welcome texts: CSS property (camelCase or kebab-case) -> value. Values
 * that could load or run anything (url(), expression(), javascript:) or break out of a style
 * declaration are refused; the login screen applies these as a React style object.
 */
const styleValue = z
  .string({ error: 'admin.branding.invalidStyleValue' })
  .trim()
  .max(200, { error: 'validation.tooLong' })
  .refine(
    (value) => withoutNul(value) && !/url\s*\(|expression\s*\(|javascript:|[<>{};\\]/i.test(value),
    { error: 'admin.branding.invalidStyleValue' },
  );
export const styleMap = z
  .record(
    z.string().regex(/^(--)?[a-zA-Z][a-zA-Z0-9-]{0,49}$/, {
      error: 'admin.branding.invalidStyleProperty',
    }),
    styleValue,
    { error: 'admin.branding.invalidStyles' },
  )
  .refine((styles) => Object.keys(styles).length <= 30, { error: 'validation.tooLong' });
export type StyleMap = z.infer<typeof styleMap>;

/**
 * Settings of what the tenant sends (e-mails, documents), read by the console only: the colour
 * of its e-mails' and documents' headings and buttons, the address its e-mails come from, and
 * whether the buyer's order confirmation carries the order's PDF; and whether colleagues a
 * customer administrator invites wait in the registrations queue ('1') or are approved at once
 * (issue 29 point 2, decision 034); and the tenant's time zone, in which a quote's validity ends
 * (issue 30, decision 035).
 */
export const DOCUMENT_SETTING_KEYS = [
  'brand_color',
  'mail_from',
  'order_pdf_attachment',
  'invited_colleagues_wait',
  'time_zone',
] as const;

/** An IANA time zone the runtime knows ('America/Toronto'); '' for UTC. */
export const timeZoneSetting = z
  .string({ error: 'admin.branding.invalidTimeZone' })
  .trim()
  .refine((zone) => zone === '' || zone === 'UTC' || knownTimeZones().has(zone), {
    error: 'admin.branding.invalidTimeZone',
  });

let zones: Set<string> | undefined;
/** The runtime's time zones, read once. */
export const knownTimeZones = (): ReadonlySet<string> =>
  (zones ??= new Set(Intl.supportedValuesOf('timeZone')));

/** #rrggbb; '' for the portal's own blue. */
export const brandColor = z
  .string({ error: 'admin.branding.invalidColor' })
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, { error: 'admin.branding.invalidColor' });

/**
 * The sender of the tenant's e-mails; '' for the portal's (MAIL_FROM, else no-reply@ its host).
 * A plain address only: no display name, comment or line break can ride along into a header.
 */
export const mailFromAddress = z
  .string({ error: 'admin.branding.invalidMailFrom' })
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'admin.branding.invalidMailFrom',
  });

const localized = z.record(z.string(), z.string());
const settingFlag = z.enum(['0', '1'], { error: 'admin.branding.invalidFlag' });

export const adminBranding = z.object({
  code: z.string(),
  name: z.string(),
  logo_url: z.string(),
  banner_image_url: z.string(),
  welcome_title: localized,
  welcome_subtitle: localized,
  welcome_title_styles: z.record(z.string(), z.string()),
  welcome_subtitle_styles: z.record(z.string(), z.string()),
  default_page: z.string(),
  b2b_sell_minimum: z.string(),
  b2b_hide_additional_info: z.string(),
  /** Language -> the text the order success page shows; empty everywhere means the default. */
  b2b_message_order_confirmation: localized,
  /** Language -> URL of the About Us pages; kept by the page endpoints, not edited here. */
  about_us_url: localized,
  b2b_about_us_private: localized,
  brand_color: z.string(),
  mail_from: z.string(),
  order_pdf_attachment: z.string(),
  invited_colleagues_wait: z.string(),
  /** '' for UTC. */
  time_zone: z.string(),
});
export type AdminBranding = z.infer<typeof adminBranding>;
export const adminBrandingResponse = z.object({ data: adminBranding });
export type AdminBrandingResponse = z.infer<typeof adminBrandingResponse>;

/** Only what is sent changes; a language map replaces the whole map. */
export const updateBrandingRequest = z.object({
  name: requiredText(200).refine(withoutNul, { error: 'validation.invalidValue' }).optional(),
  welcome_title: languageTexts(300).optional(),
  welcome_subtitle: languageTexts(500).optional(),
  welcome_title_styles: styleMap.optional(),
  welcome_subtitle_styles: styleMap.optional(),
  default_page: z.enum(DEFAULT_PAGES, { error: 'admin.branding.invalidDefaultPage' }).optional(),
  b2b_sell_minimum: settingFlag.optional(),
  b2b_hide_additional_info: settingFlag.optional(),
  /** Per language; a language left empty shows the English text, or the app's default. */
  b2b_message_order_confirmation: languageTexts(2000).optional(),
  brand_color: brandColor.optional(),
  mail_from: mailFromAddress.optional(),
  order_pdf_attachment: settingFlag.optional(),
  invited_colleagues_wait: settingFlag.optional(),
  time_zone: timeZoneSetting.optional(),
});
export type UpdateBrandingRequest = z.input<typeof updateBrandingRequest>;

export const BRANDING_IMAGES = ['logo', 'banner'] as const;
export type BrandingImage = (typeof BRANDING_IMAGES)[number];

export const CONTENT_SLUGS = [...PUBLIC_CONTENT_SLUGS, ...PRIVATE_CONTENT_SLUGS] as const;

export const adminPageParams = codeParams.extend({
  slug: z.enum(CONTENT_SLUGS, { error: 'admin.pages.unknownPage' }),
  lang: z.enum(LANGUAGES, { error: 'admin.pages.unknownLanguage' }),
});

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of its replacement). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The page's HTML; the server strips anything that could run. Empty removes the page. */
export const savePageRequest = z.object({
  html: z
    .string({ error: 'validation.requiredField' })
    .refine((html) => utf8Length(html) <= MAX_PAGE_BYTES, { error: 'admin.pages.tooLarge' })
    .refine(withoutNul, { error: 'validation.invalidValue' }),
});
export type SavePageRequest = z.input<typeof savePageRequest>;

export const adminPage = z.object({
  slug: z.enum(CONTENT_SLUGS),
  language: z.enum(LANGUAGES),
  /** '' when the page does not exist. */
  html: z.string(),
  /** Where buyers read it, or null when the page does not exist. */
  url: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPage>;
export const adminPageResponse = z.object({ data: adminPage });
export type AdminPageResponse = z.infer<typeof adminPageResponse>;
