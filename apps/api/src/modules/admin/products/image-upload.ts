import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';
import { detectImageType, type UploadImageType } from './uploaded-image.ts';

export interface UploadedImage {
  contentType: UploadImageType;
  data: Buffer;
}

/** Multipart bodies in the registering plugin only: one file, nothing else of any size. */
export function acceptImageUploads(app: FastifyInstance) {
  return app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

async function readFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw fieldError('file', 'admin.images.missing');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError('file', 'admin.images.tooLarge', { max: MAX_MEGABYTES });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw fieldError('file', 'admin.images.missing');
    }
    // @fastify/multipart's own errors carry a status (limits 413, a cut-off body 400); the
    // parser's (no boundary, a malformed part header, an unexpected end) are plain errors, and
    // all of them are the sender's body, not the server.
    if ((error as { statusCode?: unknown }).statusCode === undefined) {
      throw fieldError('file', 'admin.images.unreadableUpload');
    }
    throw error;
  }
}

/**
 * The image of a multipart upload (field name free, one file), checked by its bytes: PNG, JPEG,
 * WebP or SVG, at most MAX_IMAGE_BYTES. An SVG is stored as the sanitiser wrote it, with nothing
 * left that could run (svg-sanitiser.ts); one that is not a well-formed SVG document is refused.
 * The media endpoint also serves SVG under a policy that blocks script, as a second wall.
 */
export async function readImageUpload(request: FastifyRequest): Promise<UploadedImage> {
  const data = await readFile(request);
  if (data.length === 0) throw fieldError('file', 'admin.images.missing');
  const contentType = detectImageType(data);
  if (!contentType) throw fieldError('file', 'admin.images.unsupportedType');
  if (contentType !== 'image/svg+xml') return { contentType, data };
  const clean = await sanitiseSvg(data.toString('utf8'));
  if (clean === null) throw fieldError('file', 'admin.images.unreadableSvg');
  return { contentType, data: Buffer.from(clean) };
}
