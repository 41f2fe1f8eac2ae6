import type { Db } from '../../db/schema.ts';
import type { Brand } from './tenant-brand.ts';

/** Image types a PDF can carry as they are (pdfkit embeds PNG and JPEG; not SVG or WebP). */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

/**
 * The tenant's logo as bytes a PDF can embed, when it is one of the tenant's own uploaded images
 * of such a type; null otherwise (the document then writes the tenant's name in its colour).
 */
export async function readEmbeddableLogo(
  db: Db,
  tenantId: number,
  brand: Brand,
): Promise<Buffer | null> {
  const mediaId = /^\/api\/media\/[^/]+\/(\d{1,9})$/.exec(brand.logoUrl)?.[1];
  if (!mediaId) return null;
  const row = await db
    .selectFrom('media')
    .select(['content_type', 'data'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', Number(mediaId))
    .executeTakeFirst();
  return row && EMBEDDABLE.has(row.content_type) ? Buffer.from(row.data) : null;
}
