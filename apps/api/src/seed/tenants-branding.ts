import {
  LANGUAGES,
  PRIVATE_CONTENT_SLUGS,
  PUBLIC_CONTENT_SLUGS,
  type PrivateSettingKey,
  type PublicSettingKey,
} from '@portal/contract';
import type { Db } from '../db/schema.ts';
import { renderAboutPage, type AboutContent, type Localized } from './about-pages.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { bannerSvg, logoSvg } from './images.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import * as publicEndpoints from '@portal/contract/endpoints/public';

const [PUBLIC_ABOUT] = PUBLIC_CONTENT_SLUGS;
const [PRIVATE_ABOUT] = PRIVATE_CONTENT_SLUGS;

async function insertSvg(db: Db, tenantId: number, svg: string): Promise<number> {
  const row = await db
    .insertInto('media')
    .values({ tenant_id: tenantId, content_type: 'image/svg+xml', data: Buffer.from(svg) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A JSON text mapping each language to the URL of that language's page. */
const pageUrls = (urlOf: (language: string) => string) =>
  JSON.stringify(Object.fromEntries(LANGUAGES.map((language) => [language, urlOf(language)])));

async function insertPages(
  db: Db,
  tenantId: number,
  slug: string,
  pages: Localized<AboutContent>,
  tenant: DemoTenant,
) {
  await db
    .insertInto('content_pages')
    .values(
      LANGUAGES.map((language) => ({
        tenant_id: tenantId,
        slug,
        language,
        html: renderAboutPage(pages[language], language, tenant.palette),
      })),
    )
    .execute();
}

/**
 * A demo tenant with its domains, logo and banner images, About Us pages (public and private,
 * in every language) and every setting of specification section 3. Returns the tenant id.
 */
export async function seedTenantBranding(db: Db, tenant: DemoTenant): Promise<number> {
  const { id: tenantId } = await db
    .insertInto('tenants')
    .values({ code: tenant.code, name: tenant.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tenant_domains')
    .values(tenant.domains.map((host) => ({ host, tenant_id: tenantId })))
    .execute();
  const logoId = await insertSvg(db, tenantId, logoSvg(tenant.name, tenant.mark, tenant.palette));
  const bannerId = await insertSvg(
    db,
    tenantId,
    bannerSvg(`${tenant.name} banner`, tenant.mark, tenant.palette),
  );
  await insertPages(db, tenantId, PUBLIC_ABOUT, tenant.aboutPublic, tenant);
  await insertPages(db, tenantId, PRIVATE_ABOUT, tenant.aboutPrivate, tenant);

  const settings: Record<PublicSettingKey | PrivateSettingKey, string> = {
    logo_url: pathTo(publicEndpoints.media, { code: tenant.code, mediaId: logoId }),
    banner_image_url: pathTo(publicEndpoints.media, { code: tenant.code, mediaId: bannerId }),
    welcome_title: JSON.stringify(tenant.welcomeTitle),
    welcome_subtitle: JSON.stringify(tenant.welcomeSubtitle),
    welcome_title_styles: JSON.stringify(tenant.welcomeTitleStyles),
    welcome_subtitle_styles: JSON.stringify(tenant.welcomeSubtitleStyles),
    about_us_url: pageUrls((language) =>
      pathTo(publicEndpoints.publicContent, {
        code: tenant.code,
        slug: PUBLIC_ABOUT,
        lang: language,
      }),
    ),
    default_page: 'products',
    b2b_sell_minimum: tenant.sellMinimum,
    b2b_hide_additional_info: '0',
    b2b_message_order_confirmation: JSON.stringify(tenant.orderConfirmation),
    b2b_about_us_private: pageUrls((language) =>
      pathTo(memberEndpoints.privateContent, {
        code: tenant.code,
        slug: PRIVATE_ABOUT,
        lang: language,
      }),
    ),
  };
  await db
    .insertInto('tenant_settings')
    .values(Object.entries(settings).map(([key, value]) => ({ tenant_id: tenantId, key, value })))
    .execute();
  return tenantId;
}
