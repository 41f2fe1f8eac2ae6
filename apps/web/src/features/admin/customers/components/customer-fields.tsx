import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ErrorTexts } from '@/shared/lib/form-errors.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { CUSTOMER_FIELDS, type CustomerField, type CustomerValues } from '../lib/customer-form.ts';

const INPUT: Record<CustomerField, { type: string; max: number; required: boolean }> = {
  code: { type: 'text', max: 30, required: true },
  name: { type: 'text', max: 200, required: true },
  email: { type: 'email', max: 254, required: false },
  mobile_phone: { type: 'tel', max: 30, required: false },
};

interface CustomerFieldsProps {
  values: CustomerValues;
  errors: ErrorTexts;
  onEdit: (field: CustomerField, value: string) => void;
}

/** Code and name (required), email and mobile phone (optional). */
export function CustomerFields({ values, errors, onEdit }: CustomerFieldsProps) {
  const { t } = useTranslation('admin-accounts');
  return (
    <>
      {CUSTOMER_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`customerFields.${field}`)}
          name={field}
          type={INPUT[field].type}
          maxLength={INPUT[field].max}
          required={INPUT[field].required}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => onEdit(field, event.target.value)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
