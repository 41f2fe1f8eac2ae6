import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { countryList } from '../lib/countries.ts';
import type { RegistrationField, RegistrationValues } from '../lib/registration-form.ts';

interface AddressFieldsProps {
  values: RegistrationValues;
  errorOf: (field: RegistrationField) => string | undefined;
  edit: (field: RegistrationField, value: string) => void;
}

/** Country (Canada and the United States first), its regions, city, three address lines, postal code. */
export function AddressFields({ values, errorOf, edit }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryList(language), [language]);
  const regions = countries.find((country) => country.code === values.country)?.regions ?? [];
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
      <SelectField
        label={t('register.country')}
        name="country"
        required
        autoComplete="country"
        value={values.country}
        onChange={(event) => edit('country', event.target.value)}
        error={errorOf('country')}
      >
        <option value="">{t('register.selectCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {regions.length > 0 || !values.country ? (
        <SelectField
          label={t('register.state')}
          name="state"
          required
          autoComplete="address-level1"
          disabled={!values.country}
          value={values.state}
          onChange={(event) => edit('state', event.target.value)}
          error={errorOf('state')}
        >
          <option value="">{t('register.selectRegion')}</option>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
      ) : (
        text('state', true, 'address-level1')
      )}
      {text('city', true, 'address-level2')}
      {text('zip', true, 'postal-code')}
      <div className="sm:col-span-2">{text('address', true, 'address-line1')}</div>
      <div className="sm:col-span-2">{text('address2', false, 'address-line2')}</div>
      <div className="sm:col-span-2">{text('address3', false, 'address-line3')}</div>
    </fieldset>
  );
}
