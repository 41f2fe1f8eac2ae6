import { placeholderImage } from '@portal/contract/endpoints/public';

/** The placeholder the API serves for a product without an image. */
export const PLACEHOLDER_IMAGE = placeholderImage.path;

/** A product grid's columns on a phone: the pictures of its first row get `priority`. */
export const FIRST_ROW_ON_A_PHONE = 2;

interface ProductImageProps {
  src: string | null | undefined;
  alt?: string;
  /**
   * The first pictures of a list, in view as the page opens: the largest thing a phone paints
   * first, so fetched at once and first rather than lazily once the layout is known.
   */
  priority?: boolean;
}

/**
 * The tile a product picture sits on: white in the light theme; in the dark theme a neutral grey
 * that the picture is multiplied onto (ProductImage), so a photo's white background takes the
 * tile's grey instead of glaring as a bright white square on a dark card (issue 27 point 6).
 */
export const IMAGE_TILE = 'bg-white dark:bg-slate-300';

/** A product picture that falls back to the placeholder when its own image cannot load. */
export function ProductImage({ src, alt = '', priority = false }: ProductImageProps) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className="size-full object-contain dark:mix-blend-multiply"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}

/**
 * Asks at once for the pictures of a list's first row, which ProductImage then finds in the
 * browser's cache: called when the list's answer arrives before its screen has rendered (a page
 * opened on the list, app/screen-preload.ts), so the largest thing a phone paints does not wait
 * for the render to discover it.
 */
export function preloadFirstRow(sources: readonly (string | null | undefined)[]) {
  for (const src of sources.slice(0, FIRST_ROW_ON_A_PHONE)) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src || PLACEHOLDER_IMAGE;
  }
}
