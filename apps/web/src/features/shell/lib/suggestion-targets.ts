import type { GuestProduct, Product, SuggestedCategory } from '@portal/contract';
import { paths } from '@/app/paths.ts';

/** One option of the search box's list, and where choosing it goes. */
export type SuggestionOption =
  | { kind: 'product'; product: Product | GuestProduct }
  | { kind: 'category'; category: SuggestedCategory };

export const isPriced = (product: Product | GuestProduct): product is Product =>
  'selling_price' in product;

/**
 * Where each choice leads: a buyer's product opens its page, a category its list, the text the
 * full search. A visitor has no product page (choosing a product asks them to sign in): their
 * product opens the public catalogue searched for its part number, where it is the card shown.
 */
export function suggestionTarget(
  option: SuggestionOption,
  target: { code: string; signedIn: boolean },
): string {
  const { code, signedIn } = target;
  if (option.kind === 'product') {
    if (signedIn) return paths.product(option.product.id);
    return browseWith(code, { search: option.product.part_number });
  }
  return signedIn
    ? paths.products(new URLSearchParams({ categoryId: String(option.category.id) }).toString())
    : browseWith(code, { category: String(option.category.id) });
}

export function searchTarget(text: string, target: { code: string; signedIn: boolean }): string {
  return target.signedIn
    ? paths.products(new URLSearchParams({ search: text }).toString())
    : browseWith(target.code, { search: text });
}

const browseWith = (code: string, query: Record<string, string>) =>
  `${paths.browse(code)}?${new URLSearchParams(query).toString()}`;
