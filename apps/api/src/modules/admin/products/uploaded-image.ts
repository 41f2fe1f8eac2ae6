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

/**
 * Character references (&#106; &#x6A; &colon;) decoded and other named ones dropped, so an
 * encoded or padded "javascript:" is still seen. Only used to look, never to store.
 */
function decodeCharacterReferences(text: string): string {
  return text
    .replace(/&#(x[0-9a-f]+|\d+);?/gi, (whole, code: string) => {
      const hex = code.startsWith('x') || code.startsWith('X');
      const point = hex ? parseInt(code.slice(1), 16) : Number(code);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/&colon;/gi, ':')
    .replace(/&[a-z]+;/gi, '');
}

/**
 * Whether an SVG is free of anything that could run: script elements, event handler
 * attributes, javascript:/vbscript: or HTML data URLs (even entity-encoded or split by
 * whitespace, which browsers ignore in a URL scheme), embedded HTML (foreignObject, iframe,
 * embed, object) and entity declarations. Such files are refused rather than repaired; the
 * media endpoint also serves SVG under a policy that blocks script, as a second wall.
 */
export function isSafeSvg(svg: string): boolean {
  const lower = svg.toLowerCase();
  if (/<\s*(script|foreignobject|iframe|embed|object)\b/.test(lower)) return false;
  if (/<!entity/.test(lower)) return false;
  if (/[\s"'/]on[a-z]+\s*=/.test(lower)) return false;
  const squeezed = decodeCharacterReferences(svg)
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, '');
  return !/javascript:|vbscript:|data:text\/html|data:application\/xhtml/.test(squeezed);
}
