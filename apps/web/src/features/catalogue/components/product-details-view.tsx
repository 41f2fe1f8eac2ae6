import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { ProductDetails } from '@portal/contract';
import {
  maxQuantity,
  minQuantity,
  pricedQuantity,
  quantityInCart,
} from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { IMAGE_TILE, ProductImage } from '@/entities/catalogue/product-image.tsx';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { addToCartProblem, settleTyped } from '../lib/details-stepper.ts';
import { AddToListButton } from './add-to-list-button.tsx';
import { ProductAttributes } from './product-attributes.tsx';
import { DetailsStepper } from './details-stepper.tsx';
import { StockStatus, UnitBadge } from './product-facts.tsx';
import { VolumePricing } from './volume-pricing.tsx';

interface ProductDetailsViewProps {
  product: ProductDetails;
  hideAdditionalInfo: boolean;
  /** Where Add to cart returns: the list the buyer came from. */
  listUrl: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}:</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * Every field of the product details (specification section 2) and Add to cart, which sets the
 * cart line to the chosen quantity once it reaches the minimum.
 */
export function ProductDetailsView({
  product,
  hideAdditionalInfo,
  listUrl,
}: ProductDetailsViewProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useSellingSettings();
  // The stepper starts at what the cart holds, so Add to cart updates that line.
  const [value, setValue] = useState(() =>
    String(quantityInCart(cartStore.getItems(), product.id)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const max = maxQuantity(product);
  const info = product.additional_info?.trim();
  // The buyer's price is that of the chosen quantity (issue 11), from the minimum up.
  const priced = pricedQuantity(product, settleTyped(product, value, settings));

  const addToCart = () => {
    const quantity = settleTyped(product, value, settings);
    const refusal = addToCartProblem(product, quantity);
    if (refusal) {
      setProblem(t('productDetails.minQuantity', { min: refusal.min }));
      return;
    }
    cartStore.setQuantity(product, quantity);
    toast.success(t('productDetails.updated', { qty: quantity, description: product.description }));
    void navigate(listUrl);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div
        className={`aspect-square max-h-[28rem] w-full rounded-lg border border-slate-200 ${IMAGE_TILE} p-4 dark:border-slate-700`}
      >
        <ProductImage src={product.primary_image} alt={product.description} />
      </div>
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{product.description}</h1>
        <dl className="flex flex-col gap-1.5">
          <Fact label={t('productDetails.partNumber')}>{product.part_number}</Fact>
          <Fact label={t('productDetails.categories')}>
            {product.categories_names.length > 0
              ? product.categories_names.join(', ')
              : t('productDetails.noCategory')}
          </Fact>
          <Fact label={t('productDetails.minimum')}>{minQuantity(product)}</Fact>
          {Number.isFinite(max) ? <Fact label={t('productDetails.maximum')}>{max}</Fact> : null}
          <Fact label={t('productDetails.price')}>
            <BuyerPrice product={product} quantity={priced} className="text-lg" />
          </Fact>
          <Fact label={t('productDetails.stock')}>
            <StockStatus available={product.available} />
          </Fact>
          <Fact label={t('productDetails.unit')}>
            <UnitBadge product={product} />
          </Fact>
        </dl>
        <VolumePricing product={product} quantity={priced} />
        <div className="flex flex-wrap items-end gap-3">
          <DetailsStepper
            product={product}
            settings={settings}
            value={value}
            onChange={(next) => {
              setValue(next);
              setProblem(null);
            }}
          />
          <Button onClick={addToCart} disabled={settings.pending} className="h-10">
            {t('productDetails.addToCart')}
          </Button>
          <AddToListButton product={product} quantity={priced} className="h-10" />
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <ProductAttributes attributes={product.attributes} />
        {!hideAdditionalInfo && info ? (
          <section className="flex flex-col gap-1">
            <h2 className="text-base font-semibold">{t('productDetails.additionalInfo')}</h2>
            <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{info}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
