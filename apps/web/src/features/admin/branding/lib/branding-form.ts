import {
  LANGUAGES,
  type AdminBranding,
  type DefaultPage,
  type Language,
  type UpdateBrandingRequest,
} from '@portal/contract';

type Texts = Record<Language, string>;

/** What the branding form edits, as text fields; images and pages are saved on their own. */
export interface BrandingForm {
  name: string;
  welcome_title: Texts;
  welcome_subtitle: Texts;
  /** One `property: value` a line. */
  welcome_title_styles: string;
  welcome_subtitle_styles: string;
  default_page: string;
  b2b_sell_minimum: boolean;
  b2b_hide_additional_info: boolean;
  b2b_message_order_confirmation: Texts;
  /** #rrggbb, '' for the portal's blue. */
  brand_color: string;
  /** '' for the portal's sender. */
  mail_from: string;
  order_pdf_attachment: boolean;
  /** Colleagues a customer administrator invites wait in the registrations queue (issue 29). */
  invited_colleagues_wait: boolean;
  /** An IANA time zone, '' for UTC (quotes' validity, issue 30). */
  time_zone: string;
}

const texts = (map: Record<string, string>): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, map[language] ?? ''])) as Texts;

/** Styles as the administrator writes them: `color: #1e293b`, one a line. */
export const stylesToText = (styles: Record<string, string>): string =>
  Object.entries(styles)
    .map(([property, value]) => `${property}: ${value}`)
    .join('\n');

/**
 * The lines back into a style map; a line without a colon becomes a property with no value, which
 * the contract refuses at the field. Blank lines and a trailing semicolon are allowed.
 */
export function textToStyles(text: string): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim().replace(/;$/, '');
    if (!trimmed) continue;
    const colon = trimmed.indexOf(':');
    const property = (colon < 0 ? trimmed : trimmed.slice(0, colon)).trim();
    styles[property] = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  }
  return styles;
}

export function formOf(branding: AdminBranding): BrandingForm {
  return {
    name: branding.name,
    welcome_title: texts(branding.welcome_title),
    welcome_subtitle: texts(branding.welcome_subtitle),
    welcome_title_styles: stylesToText(branding.welcome_title_styles),
    welcome_subtitle_styles: stylesToText(branding.welcome_subtitle_styles),
    default_page: branding.default_page || 'products',
    b2b_sell_minimum: branding.b2b_sell_minimum === '1',
    b2b_hide_additional_info: branding.b2b_hide_additional_info === '1',
    b2b_message_order_confirmation: texts(branding.b2b_message_order_confirmation),
    brand_color: branding.brand_color,
    mail_from: branding.mail_from,
    order_pdf_attachment: branding.order_pdf_attachment === '1',
    invited_colleagues_wait: branding.invited_colleagues_wait === '1',
    time_zone: branding.time_zone,
  };
}

const sameTexts = (a: Texts, b: Texts) =>
  LANGUAGES.every((language) => a[language] === b[language]);
const sameStyles = (a: string, b: string) =>
  JSON.stringify(textToStyles(a)) === JSON.stringify(textToStyles(b));
const flag = (on: boolean) => (on ? '1' : '0');

/**
 * Only what changed since the saved branding, so the audit log records the change itself and a
 * save never rewrites a setting someone else changed meanwhile. Empty when nothing changed.
 */
export function changesOf(saved: AdminBranding, form: BrandingForm): UpdateBrandingRequest {
  const before = formOf(saved);
  const body: UpdateBrandingRequest = {};
  if (form.name !== before.name) body.name = form.name;
  for (const key of [
    'welcome_title',
    'welcome_subtitle',
    'b2b_message_order_confirmation',
  ] as const) {
    if (!sameTexts(form[key], before[key])) body[key] = form[key];
  }
  for (const key of ['welcome_title_styles', 'welcome_subtitle_styles'] as const) {
    if (!sameStyles(form[key], before[key])) body[key] = textToStyles(form[key]);
  }
  if (form.default_page !== before.default_page) {
    body.default_page = form.default_page as DefaultPage;
  }
  for (const key of [
    'b2b_sell_minimum',
    'b2b_hide_additional_info',
    'order_pdf_attachment',
    'invited_colleagues_wait',
  ] as const) {
    if (form[key] !== before[key]) body[key] = flag(form[key]);
  }
  for (const key of ['brand_color', 'mail_from', 'time_zone'] as const) {
    if (form[key].trim() !== before[key]) body[key] = form[key].trim();
  }
  return body;
}

/**
 * Errors by field path ('welcome_title.fr', 'welcome_title_styles.color') gathered under the
 * field that shows them: a style map's errors all show under its one text area.
 */
export function errorAt(errors: Record<string, string>, field: string): string | undefined {
  return (
    errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1]
  );
}
