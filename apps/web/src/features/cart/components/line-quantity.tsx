import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { fitQuantity, maxQuantity, minQuantity } from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { useQuantityText } from '@/entities/cart/use-quantity-text.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { inputClasses } from '@/shared/ui/field.tsx';

interface LineQuantityProps {
  product: Product;
  quantity: number;
  className?: string;
}

/**
 * A cart line's quantity field. The typed value is applied when the field is left (or on Enter):
 * made whole, within the minimum and the maximum, in steps of the minimum when the company sells
 * by it; 0 or less removes the line (specification section 4).
 */
export function LineQuantity({ product, quantity, className = 'w-20' }: LineQuantityProps) {
  const { t } = useTranslation('cart');
  const settings = useSellingSettings();
  const [text, setText] = useQuantityText(quantity);
  const apply = () => {
    const fitted = fitQuantity(product, Number(text), settings);
    if (fitted === 0) {
      cartStore.remove(product.id);
      return;
    }
    cartStore.setQuantity(product, fitted);
    setText(String(fitted));
  };
  const max = maxQuantity(product);
  return (
    <div className={`${className} shrink-0`}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={Number.isFinite(max) ? max : undefined}
        step={settings.sellByMinimum ? minQuantity(product) : 1}
        value={text}
        aria-label={t('cartPage.quantityFor', { name: product.description || product.part_number })}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        className={`${inputClasses} text-center tabular-nums`}
      />
    </div>
  );
}
