import type { SavedListLine } from '@portal/contract';
import { tierNote } from '@/shared/cart/tier-note.ts';
import { useSellingSettings } from '@/shared/cart/use-selling-settings.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatMoney } from '@/shared/lib/format.ts';

/**
 * What the line's quantity does to the buyer's price, in the cart's words: the volume tier it
 * reached, and how many more reach the next one.
 */
export function LineTierNote({ line }: { line: SavedListLine }) {
  const { t } = useTranslation('cart');
  const settings = useSellingSettings();
  if (!line.product || line.product.price_tiers.length === 0) return null;
  const note = tierNote(line.product, line.quantity, settings);
  if (!note.reached && !note.next) return null;
  return (
    <p className="text-xs text-slate-700 dark:text-slate-300">
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
