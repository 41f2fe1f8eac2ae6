import { z } from 'zod';
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from './admin/products.ts';
import { MEDIA_CONTENT_TYPES } from './tenants.ts';

/**
 * Bodies that are not JSON, as the API reference (GET /api/openapi.json) describes them. The
 * routes send these as text or bytes and read uploads as a stream, so the schemas document what
 * travels; they validate nothing.
 */
export const htmlDocument = z.string().meta({ description: 'An HTML document (UTF-8).' });

export const csvFile = z
  .string()
  .meta({ description: 'CSV text (UTF-8) with a header row, the columns the import reads.' });

export const imageFile = z
  .file()
  .mime([...MEDIA_CONTENT_TYPES])
  .meta({ description: 'The image bytes, of the type the Content-Type header names.' });

/** A PDF document (an order, next invoices and statements). */
export const pdfFile = z.file().mime(['application/pdf']).meta({ description: 'A PDF document.' });

export const svgImage = z.file().mime(['image/svg+xml']).meta({ description: 'An SVG image.' });

/** A multipart/form-data upload of one image (any field name); its bytes decide its type. */
export const imageUpload = z.object({
  file: z
    .file()
    .mime([...UPLOAD_IMAGE_TYPES])
    .max(MAX_IMAGE_BYTES)
    .meta({ description: 'PNG, JPEG, WebP or SVG, read from its bytes; an SVG is sanitised.' }),
});
