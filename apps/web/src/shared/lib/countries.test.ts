import { describe, expect, it } from 'vitest';
import { countryList, presetCountry } from './countries.ts';

describe('countries', () => {
  it('lists about 250 countries with Canada and the United States first', () => {
    const list = countryList('en');
    expect(list.length).toBeGreaterThan(240);
    expect(list.slice(0, 2).map((country) => country.code)).toEqual(['CA', 'US']);
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
  });

  it('gives each country its regions', () => {
    const canada = countryList('en').find((country) => country.code === 'CA')!;
    expect(canada.regions).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(canada.regions).toHaveLength(13);
  });

  it('names the countries in the interface language', () => {
    const germany = countryList('fr').find((country) => country.code === 'DE');
    expect(germany?.name).toBe('Allemagne');
  });

  it('presets Canada for en-CA and fr-CA browsers only', () => {
    expect(presetCountry('en-CA')).toBe('CA');
    expect(presetCountry('fr-CA')).toBe('CA');
    expect(presetCountry('en-US')).toBe('');
    expect(presetCountry('fr-FR')).toBe('');
    expect(presetCountry(undefined)).toBe('');
  });
});
