import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { DEFAULT_PAGES, LANGUAGES } from '@portal/contract';
import { SelectField, TextAreaField } from '@/shared/ui/field.tsx';
import type { BrandingFieldsProps } from './form-fields.ts';
import { CardSection } from '@/shared/ui/card-section.tsx';

type Flag = 'b2b_sell_minimum' | 'b2b_hide_additional_info';

function FlagField({ field, values, errors, edit }: BrandingFieldsProps & { field: Flag }) {
  const { t } = useTranslation('admin-settings');
  const id = useId();
  const error = errors[field];
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4"
          checked={values[field]}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => edit(field, event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {t(`buying.${field}.label`)}
        </label>
      </div>
      <p id={`${id}-help`} className="ml-6 text-xs text-slate-600 dark:text-slate-400">
        {t(`buying.${field}.help`)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="ml-6 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The signed-in settings (specification section 3): where /dashboard leads, the quantity step,
 * whether product details show the additional information, and the order confirmation text.
 */
export function BuyingSettingsFields(props: BrandingFieldsProps) {
  const { t } = useTranslation(['admin-settings', 'common']);
  const { values, errors, edit } = props;
  return (
    <CardSection title={t('buying.title')} description={t('buying.description')}>
      <div className="max-w-md">
        <SelectField
          label={t('buying.default_page.label')}
          value={values.default_page}
          error={errors.default_page}
          onChange={(event) => edit('default_page', event.target.value)}
        >
          {DEFAULT_PAGES.map((page) => (
            <option key={page} value={page}>
              {t(`buying.default_page.${page}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <FlagField {...props} field="b2b_sell_minimum" />
      <FlagField {...props} field="b2b_hide_additional_info" />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">
          {t('buying.b2b_message_order_confirmation.label')}
        </legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('buying.b2b_message_order_confirmation.help')}
        </p>
        <div className="grid gap-4 lg:grid-cols-3">
          {LANGUAGES.map((language) => (
            <TextAreaField
              key={language}
              label={`${t('buying.b2b_message_order_confirmation.label')} (${t(`common:language.${language}`)})`}
              lang={language}
              rows={4}
              maxLength={2000}
              value={values.b2b_message_order_confirmation[language]}
              error={errors[`b2b_message_order_confirmation.${language}`]}
              onChange={(event) =>
                edit(
                  'b2b_message_order_confirmation',
                  { ...values.b2b_message_order_confirmation, [language]: event.target.value },
                  `b2b_message_order_confirmation.${language}`,
                )
              }
            />
          ))}
        </div>
      </fieldset>
    </CardSection>
  );
}
