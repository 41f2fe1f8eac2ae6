import { allCountries } from 'country-region-data';

export interface Region {
  code: string;
  name: string;
}
export interface Country {
  code: string;
  name: string;
  regions: Region[];
}

const FIRST = ['CA', 'US'];

/**
 * About 250 countries from the maintained country-region-data package, Canada and the United
 * States first, the others by their name in the interface language.
 */
export function countryList(language: string): Country[] {
  const names = displayNames(language);
  const list = allCountries.map(([name, code, regions]) => ({
    code,
    name: names?.of(code) ?? name,
    regions: regions.map(([regionName, regionCode]) => ({
      code: regionCode || regionName,
      name: regionName,
    })),
  }));
  const first = FIRST.flatMap((code) => list.filter((country) => country.code === code));
  const rest = list
    .filter((country) => !FIRST.includes(country.code))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [...first, ...rest];
}

function displayNames(language: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return undefined;
  }
}

/** Canada is preselected for a browser set to en-CA or fr-CA (specification section 2). */
export function presetCountry(browserLanguage: string | undefined): string {
  return /^(en|fr)-CA$/i.test(browserLanguage ?? '') ? 'CA' : '';
}
