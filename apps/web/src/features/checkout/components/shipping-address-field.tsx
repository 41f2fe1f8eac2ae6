import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ShippingAddress } from '@portal/contract';
import { inputClasses } from '@/shared/ui/field.tsx';
import { formatShippingAddress } from '../lib/checkout-rules.ts';

interface ShippingAddressFieldProps {
  addresses: readonly ShippingAddress[];
  value: number | null;
  onChange: (id: number) => void;
}

/** A selector for several addresses, plain text for one, 'No address on file.' for none. */
export function ShippingAddressField({ addresses, value, onChange }: ShippingAddressFieldProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const label = (
    <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
      {t('checkoutPage.shippingAddress')}
    </span>
  );
  if (addresses.length > 1) {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value))}
          className={inputClasses}
        >
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {formatShippingAddress(address)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      {label}
      <p className="text-sm">
        {addresses[0] ? formatShippingAddress(addresses[0]) : t('checkoutPage.noAddress')}
      </p>
    </div>
  );
}
