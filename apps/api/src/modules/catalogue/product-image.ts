import { PLACEHOLDER_IMAGE_PATH } from '@portal/contract';

/** The URL of a product's image, served by the tenants module, or the shared placeholder. */
export function productImageUrl(tenantCode: string, imageId: number | null): string {
  if (imageId === null) return PLACEHOLDER_IMAGE_PATH;
  return `/api/media/${encodeURIComponent(tenantCode)}/${imageId}`;
}
