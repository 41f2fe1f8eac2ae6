import { prepared } from '../../db/prepared-statements.ts';
import type { Db } from '../../db/schema.ts';

/** The tenant a document or an e-mail speaks for, and how it wants to look and send. */
export interface Brand {
  code: string;
  name: string;
  /** The logo's path or address (branding setting logo_url), '' for none. */
  logoUrl: string;
  /** #rrggbb, the heading and button colour (setting brand_color, else DEFAULT_BRAND_COLOR). */
  color: string;
  /** The tenant's own sender address (setting mail_from), '' for the portal's. */
  mailFrom: string;
  /** Whether the order-received e-mail carries the order's PDF (setting order_pdf_attachment). */
  attachOrderPdf: boolean;
}

/** The portal's own blue (the web's blue-700): white text on it passes WCAG AA. */
export const DEFAULT_BRAND_COLOR = '#1d4ed8';

const BRAND_SETTINGS = ['logo_url', 'brand_color', 'mail_from', 'order_pdf_attachment'] as const;

export async function readBrand(db: Db, tenantId: number): Promise<Brand | undefined> {
  // Read for every event that e-mails (orders, approvals, shipments): prepared, both of one
  // shape whatever the tenant.
  const [tenant, settings] = await Promise.all([
    db
      .selectFrom('tenants')
      .select(['code', 'name'])
      .where('id', '=', tenantId)
      .$call(prepared)
      .executeTakeFirst(),
    db
      .selectFrom('tenant_settings')
      .select(['key', 'value'])
      .where('tenant_id', '=', tenantId)
      .where('key', 'in', BRAND_SETTINGS)
      .$call(prepared)
      .execute(),
  ]);
  if (!tenant) return undefined;
  const setting = new Map(settings.map((row) => [row.key, row.value]));
  const color = setting.get('brand_color') ?? '';
  return {
    code: tenant.code,
    name: tenant.name,
    logoUrl: setting.get('logo_url') ?? '',
    // A value written before validation existed is not trusted into a style attribute.
    color: /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_BRAND_COLOR,
    mailFrom: setting.get('mail_from') ?? '',
    attachOrderPdf: setting.get('order_pdf_attachment') === '1',
  };
}

/** Black or white, whichever reads better on `background` (#rrggbb), by WCAG luminance. */
export function textColorOn(background: string): '#ffffff' | '#0f172a' {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with near-black.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0595 ? '#ffffff' : '#0f172a';
}
