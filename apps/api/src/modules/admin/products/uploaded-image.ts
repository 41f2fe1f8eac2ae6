import type { UPLOAD_IMAGE_TYPES } from '@portal/contract';

export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/**
 * The type of an uploaded image, read from its bytes (never from the file name or the type the
 * browser claims), or null when it is none of the accepted ones.
 */
export function detectImageType(bytes: Uint8Array): UploadImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (looksLikeSvg(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'))) return 'image/svg+xml';
  return null;
}

/** An SVG document: optional XML declaration, comments and doctype, then the svg element. */
function looksLikeSvg(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    text,
  );
}
