/**
 * The one normalisation of searchable text: products.search_text is written with it and search
 * terms are normalised with it, so "cafe" finds "Café" and "CAFÉ" alike. Plain functions with no
 * dependency, so the seed, the catalogue and the admin import all write the same text.
 */
export function toSearchText(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a product is found by: its part number and its description in every language. */
export function productSearchText(product: {
  part_number: string;
  description: string;
  description_es?: string | null;
  description_fr?: string | null;
}): string {
  return toSearchText(
    product.part_number,
    product.description,
    product.description_es ?? '',
    product.description_fr ?? '',
  );
}
