import type { Product } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { tierNote } from './tier-note.ts';
import { useSellingSettings } from './use-selling-settings.ts';

/**
 * What a line's quantity does to its price (issue 11): the volume tier it reached, and how many
 * more units reach the next one, in the cart's words. `live`: a polite live region, there for
 * every product with tiers so that it is in place before its text changes (the cart, whose
 * quantity changes when its field is left or on Enter, so it speaks once a change); otherwise
 * shown only when it has something to say.
 */
export function TierNoteText({
  product,
  quantity,
  live = false,
}: {
  product: Product;
  quantity: number;
  live?: boolean;
}) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('cart');
  const settings = useSellingSettings();
  if (product.price_tiers.length === 0) return null;
  const note = tierNote(product, quantity, settings);
  if (!live && !note.reached && !note.next) return null;
  return (
    <p
      aria-live={live ? 'polite' : undefined}
      aria-atomic={live ? true : undefined}
      className="text-xs text-slate-700 dark:text-slate-300"
    >
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
