import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ErrorTexts } from '@/shared/lib/form-errors.ts';
import { TextField } from '@/shared/ui/field.tsx';
import type { PriceListField, PriceListValues } from '../lib/price-list-form.ts';

interface PriceListFieldsProps {
  values: PriceListValues;
  errors: ErrorTexts;
  onEdit: (field: PriceListField, value: string) => void;
}

/** The name (required) and the first and last days the list applies (each optional). */
export function PriceListFields({ values, errors, onEdit }: PriceListFieldsProps) {
  const { t } = useTranslation('admin-price-lists');
  return (
    <>
      <TextField
        label={t('fields.name')}
        name="name"
        required
        maxLength={100}
        autoComplete="off"
        value={values.name}
        onChange={(event) => onEdit('name', event.target.value)}
        error={errors.name}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {(['valid_from', 'valid_to'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`fields.${field}`)}
            name={field}
            type="date"
            // The browser's own calendar button is drawn black unless told the theme is dark.
            className="dark:scheme-dark"
            value={values[field]}
            onChange={(event) => onEdit(field, event.target.value)}
            error={errors[field]}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('fields.validityHelp')}</p>
    </>
  );
}
