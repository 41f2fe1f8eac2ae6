import type { SavedListLine } from '@portal/contract';
import { productLinePrice } from '@portal/contract/rules/contract-price';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { formatMoney } from '@/shared/lib/format.ts';

/** The buyer's unit price of a line at its quantity (their tiers), or a dash when not sold. */
export function LinePrice({ line }: { line: SavedListLine }) {
  return line.product ? <BuyerPrice product={line.product} quantity={line.quantity} /> : <>-</>;
}

/** The line's total at the buyer's price, in cents so that it never drifts; a dash when not sold. */
export function lineTotalText(line: SavedListLine, language: string): string {
  if (!line.product) return '-';
  return formatMoney(
    (productLinePrice(line.product, line.quantity).unitPriceCents * line.quantity) / 100,
    language,
  );
}
