import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { countryList } from '@/shared/lib/countries.ts';
import { SelectField, TextField } from './field.tsx';

interface CountryRegionFieldsProps {
  country: string;
  region: string;
  /** A new country should clear the region: the caller decides, as it owns the values. */
  onCountry: (code: string) => void;
  onRegion: (value: string) => void;
  labels: { country: string; selectCountry: string; region: string; selectRegion: string };
  errors?: { country?: string | undefined; region?: string | undefined };
  names?: { country: string; region: string };
  required?: boolean;
}

/**
 * A country picker (Canada and the United States first, names in the interface language) and the
 * region of that country: a list when the country has regions, else free text. Renders the two
 * fields side by side in the caller's grid.
 */
export function CountryRegionFields({
  country,
  region,
  onCountry,
  onRegion,
  labels,
  errors = {},
  names = { country: 'country', region: 'state' },
  required = false,
}: CountryRegionFieldsProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const countries = useMemo(() => countryList(language), [language]);
  const regions = countries.find((item) => item.code === country)?.regions ?? [];
  // A stored region outside the list (older data, free text) stays visible and selected.
  const known = region === '' || regions.some((item) => item.code === region);

  return (
    <>
      <SelectField
        label={labels.country}
        name={names.country}
        required={required}
        autoComplete="country"
        value={country}
        onChange={(event) => onCountry(event.target.value)}
        error={errors.country}
      >
        <option value="">{labels.selectCountry}</option>
        {countries.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </SelectField>
      {regions.length > 0 || !country ? (
        <SelectField
          label={labels.region}
          name={names.region}
          required={required}
          autoComplete="address-level1"
          disabled={!country}
          value={region}
          onChange={(event) => onRegion(event.target.value)}
          error={errors.region}
        >
          <option value="">{labels.selectRegion}</option>
          {known ? null : <option value={region}>{region}</option>}
          {regions.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label={labels.region}
          name={names.region}
          required={required}
          autoComplete="address-level1"
          value={region}
          onChange={(event) => onRegion(event.target.value)}
          error={errors.region}
        />
      )}
    </>
  );
}
