import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ErrorTexts } from '@/shared/lib/form-errors.ts';
import { TextAreaField, TextField } from '@/shared/ui/field.tsx';
import type { ProductFormValues, ProductTextField } from '../lib/product-form.ts';

interface ProductFieldsProps {
  values: ProductFormValues;
  errors: ErrorTexts;
  onEdit: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void;
}

/** The product's own fields: part number, description, price, stock, limits, text, active. */
export function ProductFields({ values, errors, onEdit }: ProductFieldsProps) {
  const { t } = useTranslation('admin-catalogue');
  const text = (field: ProductTextField, required = false) => ({
    name: field,
    label: t(`editor.fields.${field}`),
    value: values[field],
    required,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onEdit(field, event.target.value),
  });
  return (
    <>
      <h2 id="product-main-title" className="text-base font-semibold">
        {t('editor.mainTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('part_number', true)} maxLength={64} autoComplete="off" />
        <TextField {...text('selling_price', true)} inputMode="decimal" />
      </div>
      <TextField {...text('description', true)} maxLength={500} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...text('available', true)} inputMode="numeric" />
        <TextField {...text('min_order_qty', true)} inputMode="numeric" />
        <TextField {...text('max_order_qty')} inputMode="numeric" />
      </div>
      <TextAreaField {...text('additional_info')} maxLength={5000} rows={4} />
      <fieldset className="flex flex-col gap-4">
        <legend className="text-sm font-semibold">{t('editor.translationsTitle')}</legend>
        <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t('editor.translationsHelp')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('description_es')} lang="es" maxLength={500} />
          <TextField {...text('description_fr')} lang="fr" maxLength={500} />
          <TextAreaField {...text('additional_info_es')} lang="es" maxLength={5000} rows={3} />
          <TextAreaField {...text('additional_info_fr')} lang="fr" maxLength={5000} rows={3} />
        </div>
      </fieldset>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            aria-describedby="product-active-help"
            checked={values.active}
            onChange={(event) => onEdit('active', event.target.checked)}
          />
          {t('editor.fields.active')}
        </label>
        <p id="product-active-help" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('editor.activeHelp')}
        </p>
      </div>
    </>
  );
}
