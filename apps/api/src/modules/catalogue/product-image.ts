import { pathTo } from '@portal/contract/endpoints/endpoint';
import { media, placeholderImage } from '@portal/contract/endpoints/public';

/** The URL of a product's image, served by the tenants module, or the shared placeholder. */
export function productImageUrl(tenantCode: string, imageId: number | null): string {
  if (imageId === null) return placeholderImage.path;
  return pathTo(media, { code: tenantCode, mediaId: imageId });
}
