import { toSearchText } from '@portal/contract';

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
