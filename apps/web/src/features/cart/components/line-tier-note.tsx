import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { CartItem } from '@/shared/cart/cart-rules.ts';
import { tierNote } from '@/shared/cart/tier-note.ts';
import { useSellingSettings } from '@/shared/cart/use-selling-settings.ts';
import { formatMoney } from '@/shared/lib/format.ts';

/**
 * What a line's quantity does to its price (issue 11): the volume tier it reached, and how many
 * more units reach the next one. A polite live region, always there so that a change is read
 * out; the quantity changes only when its field is left or on Enter, so it speaks once a change.
 */
export function LineTierNote({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const settings = useSellingSettings();

  // Present for every product with tiers, so that it is in place before its text changes.
  if (item.product.price_tiers.length === 0) return null;
  const note = tierNote(item.product, item.quantity, settings);
  return (
    <p aria-live="polite" aria-atomic="true" className="text-xs text-slate-700 dark:text-slate-300">
      {note.reached ? (
        <span className="block font-medium text-green-800 dark:text-green-300">
          {t('tierNote.reached', { minQty: note.reached.minQty })}
        </span>
      ) : null}
      {note.next ? (
        <span className="block">
          {t('tierNote.buyMore', {
            count: note.next.more,
            price: formatMoney(note.next.unitPrice),
          })}
        </span>
      ) : null}
    </p>
  );
}
