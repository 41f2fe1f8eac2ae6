import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  DELIVERY_METHODS,
  PAYMENT_OPTIONS,
  type DeliveryMethod,
  type PaymentOption,
} from '@portal/contract/order-fields';
import { SelectField } from '@/shared/ui/field.tsx';

interface OrderOptionsProps {
  deliveryMethod: DeliveryMethod;
  paymentOption: PaymentOption;
  onDeliveryMethod: (value: DeliveryMethod) => void;
  onPaymentOption: (value: PaymentOption) => void;
}

const isDelivery = (value: string): value is DeliveryMethod =>
  (DELIVERY_METHODS as readonly string[]).includes(value);
const isPayment = (value: string): value is PaymentOption =>
  (PAYMENT_OPTIONS as readonly string[]).includes(value);

/** Delivery method (Pick Up by default) and payment option (COD by default). */
export function OrderOptions(props: OrderOptionsProps) {
  const { t } = useTranslation('checkout');
  const { deliveryMethod, paymentOption, onDeliveryMethod, onPaymentOption } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('checkoutPage.deliveryMethod')}
        </legend>
        <div className="flex flex-wrap gap-4">
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="delivery-method"
                value={method}
                checked={deliveryMethod === method}
                onChange={(event) => {
                  if (isDelivery(event.target.value)) onDeliveryMethod(event.target.value);
                }}
                className="size-4 accent-blue-700 dark:accent-sky-400"
              />
              {t(`delivery.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t('checkoutPage.paymentOption')}
        value={paymentOption}
        onChange={(event) => {
          if (isPayment(event.target.value)) onPaymentOption(event.target.value);
        }}
      >
        {PAYMENT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`payment.${option}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
