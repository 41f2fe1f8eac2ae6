import type { SavedListLine } from '@portal/contract';
import { fitQuantity, maxQuantity, minQuantity } from '@/entities/cart/cart-rules.ts';
import { useQuantityText } from '@/entities/cart/use-quantity-text.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { inputClasses } from '@/shared/ui/field.tsx';
import { lineName, type LineActions } from '../hooks/use-line-actions.ts';

/**
 * A line's quantity, by the cart's rules: applied when the field is left or on Enter, made whole,
 * within the product's minimum and maximum, in steps of the minimum when the company sells by
 * it; 0 removes the line. A product no longer sold keeps its quantity as it was.
 */
export function LineQuantity({ line, actions }: { line: SavedListLine; actions: LineActions }) {
  const { t } = useTranslation('saved-lists');
  const settings = useSellingSettings();
  const [text, setText] = useQuantityText(line.quantity);
  const { product } = line;
  if (!product) return <span className="tabular-nums">{line.quantity}</span>;

  const apply = () => {
    const fitted = fitQuantity(product, Number(text), settings);
    if (fitted === 0) {
      if (text.trim() === '') setText(String(line.quantity));
      else actions.remove(line);
      return;
    }
    setText(String(fitted));
    if (fitted !== line.quantity) actions.setQuantity(line, fitted);
  };
  const max = maxQuantity(product);
  return (
    <div className="w-24 shrink-0">
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={Number.isFinite(max) ? max : undefined}
        step={settings.sellByMinimum ? minQuantity(product) : 1}
        value={text}
        disabled={settings.pending}
        aria-label={t('detail.quantityFor', { name: lineName(line) })}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
          if (event.key === 'Escape') setText(String(line.quantity));
        }}
        className={`${inputClasses} text-center tabular-nums`}
      />
    </div>
  );
}
