import { MEDIA_CONTENT_TYPES, type MediaContentType } from '@portal/contract';

/** A stored media row is served only when its type is one of the image types of the contract. */
export function isServableImage(contentType: string): contentType is MediaContentType {
  return (MEDIA_CONTENT_TYPES as readonly string[]).includes(contentType);
}

/**
 * Headers of an image answer. Media rows never change (a new upload is a new id), so they are
 * cached for a year. The policy applies when an image is opened directly: an SVG is a document
 * that could carry script, and `default-src 'none'` keeps it inert; nosniff stops a browser from
 * reading the bytes as anything but the declared type.
 */
export function imageHeaders(contentType: MediaContentType, maxAgeSeconds = 31_536_000) {
  return {
    'content-type': contentType,
    'cache-control':
      maxAgeSeconds >= 31_536_000
        ? `public, max-age=${maxAgeSeconds}, immutable`
        : `public, max-age=${maxAgeSeconds}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
}

/**
 * Headers of an About Us page. The web app reads the HTML and shows it in a sandboxed frame;
 * whoever opens the URL directly gets it sandboxed by the policy too (no script, unique origin).
 */
export function contentPageHeaders(isPublic: boolean) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': isPublic ? 'public, no-cache' : 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "sandbox; default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; font-src 'self' data: https:",
  };
}
