/** The placeholder the API serves for a product without an image. */
export const PLACEHOLDER_IMAGE = '/api/public/placeholder.svg';

/** A product picture that falls back to the placeholder when its own image cannot load. */
export function ProductImage({ src, alt = '' }: { src: string | null | undefined; alt?: string }) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      loading="lazy"
      className="size-full object-contain"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
