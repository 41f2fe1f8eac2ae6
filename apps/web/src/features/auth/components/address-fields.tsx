import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CountryRegionFields } from '@/shared/ui/country-region-fields.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import type { RegistrationField, RegistrationValues } from '../lib/registration-form.ts';

interface AddressFieldsProps {
  values: RegistrationValues;
  errorOf: (field: RegistrationField) => string | undefined;
  edit: (field: RegistrationField, value: string) => void;
}

/** Country (Canada and the United States first), its regions, city, three address lines, postal code. */
export function AddressFields({ values, errorOf, edit }: AddressFieldsProps) {
  const { t } = useTranslation('auth');
  const text = (field: RegistrationField, required: boolean, autoComplete: string) => (
    <TextField
      label={t(`register.${field}` as 'register.city')}
      name={field}
      required={required}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={errorOf(field)}
    />
  );

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t('register.addressSection')}</legend>
      <CountryRegionFields
        country={values.country}
        region={values.state}
        onCountry={(code) => edit('country', code)}
        onRegion={(value) => edit('state', value)}
        labels={{
          country: t('register.country'),
          selectCountry: t('register.selectCountry'),
          region: t('register.state'),
          selectRegion: t('register.selectRegion'),
        }}
        errors={{ country: errorOf('country'), region: errorOf('state') }}
        required
      />
      {text('city', true, 'address-level2')}
      {text('zip', true, 'postal-code')}
      <div className="sm:col-span-2">{text('address', true, 'address-line1')}</div>
      <div className="sm:col-span-2">{text('address2', false, 'address-line2')}</div>
      <div className="sm:col-span-2">{text('address3', false, 'address-line3')}</div>
    </fieldset>
  );
}
