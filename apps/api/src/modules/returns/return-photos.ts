import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  nextReturnState,
  RETURN_PHOTO_TYPES,
  type ReturnPhotoType,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { returnNotAllowed } from './return-errors.ts';
import { lockOrderStatus } from '../admin/orders/orders.repository.ts';
import { detectImageType } from '../admin/products/uploaded-image.ts';

/**
 * A return's photos (decision 039): PNG, JPEG or WebP as their bytes say (never the name or the
 * type the browser claims; no SVG, a document that could carry script), at most
 * MAX_RETURN_PHOTO_BYTES each and MAX_RETURN_PHOTOS per return, added while the return is
 * requested. They live in their own table, served only to whoever may read the return.
 */

/** Multipart bodies in the registering plugin only: one file, nothing else of any size. */
export function acceptPhotoUploads(app: FastifyInstance) {
  return app.register(multipart, {
    limits: { fileSize: MAX_RETURN_PHOTO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

const MAX_MEGABYTES = MAX_RETURN_PHOTO_BYTES / (1024 * 1024);

export interface UploadedPhoto {
  contentType: ReturnPhotoType;
  data: Buffer;
}

/** The photo of a multipart upload, checked by its bytes. */
export async function readPhotoUpload(request: FastifyRequest): Promise<UploadedPhoto> {
  let data: Buffer;
  try {
    const file = await request.file();
    if (!file) throw fieldError('file', 'returns.photoMissing');
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError('file', 'returns.photoTooLarge', { max: MAX_MEGABYTES });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw fieldError('file', 'returns.photoMissing');
    }
    // The parser's own errors (no boundary, a malformed part) are the sender's body.
    if ((error as { statusCode?: unknown }).statusCode === undefined) {
      throw fieldError('file', 'returns.photoNotImage');
    }
    throw error;
  }
  if (data.length === 0) throw fieldError('file', 'returns.photoMissing');
  const type = detectImageType(data);
  if (!type || !(RETURN_PHOTO_TYPES as readonly string[]).includes(type)) {
    throw fieldError('file', 'returns.photoNotImage');
  }
  return { contentType: type as ReturnPhotoType, data };
}

/**
 * Adds a photo to a requested return of the tenant (the caller checked who may). The order's row
 * is locked as for every write of its returns, so two uploads at once never pass the count.
 */
export async function addReturnPhoto(
  db: Db,
  tenantId: number,
  returnId: number,
  photo: UploadedPhoto,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('returns')
      .select('order_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', returnId)
      .executeTakeFirst();
    if (!head) throw notFound('returns.notFound');
    await lockOrderStatus(trx, tenantId, head.order_id);
    const row = await trx
      .selectFrom('returns as r')
      .select(['r.state'])
      .select((eb) =>
        eb
          .selectFrom('return_photos as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.tenant_id', '=', 'r.tenant_id')
          .whereRef('p.return_id', '=', 'r.id')
          .as('photos'),
      )
      .where('r.tenant_id', '=', tenantId)
      .where('r.id', '=', returnId)
      .executeTakeFirst();
    if (!row) throw notFound('returns.notFound');
    // Photos go with the request: once decided (or withdrawn), the return is what it was.
    if (nextReturnState(row.state, 'approve') === null) {
      throw returnNotAllowed(row.state);
    }
    if (Number(row.photos) >= MAX_RETURN_PHOTOS) {
      throw fieldError('file', 'returns.tooManyPhotos', { max: MAX_RETURN_PHOTOS });
    }
    await trx
      .insertInto('return_photos')
      .values({
        tenant_id: tenantId,
        return_id: returnId,
        content_type: photo.contentType,
        data: photo.data,
      })
      .execute();
  });
}

/** A photo's bytes, of a return of the tenant; 404 when it is not that return's. */
export async function readReturnPhoto(db: Db, tenantId: number, returnId: number, photoId: number) {
  const photo = await db
    .selectFrom('return_photos')
    .select(['content_type', 'data'])
    .where('tenant_id', '=', tenantId)
    .where('return_id', '=', returnId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  if (!photo) throw notFound('returns.notFound');
  return photo;
}

/** Headers of a photo: one person's, never shared by a cache; its type as stored, no sniffing. */
export const photoHeaders = (contentType: string) => ({
  'content-type': contentType,
  'cache-control': 'private, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
});
