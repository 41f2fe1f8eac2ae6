import { describe, expect, it } from 'vitest';
import { formatAddress } from './address-format.ts';

describe('formatAddress', () => {
  it('joins address, city, province, country and postal code', () => {
    expect(
      formatAddress({
        address: '1 Main Street',
        city: 'Toronto',
        province_code: 'ON',
        country_code: 'CA',
        postal_code: 'M5V 1A1',
      }),
    ).toBe('1 Main Street, Toronto, ON, CA, M5V 1A1');
  });

  it("shows '-' for a missing province or country", () => {
    expect(
      formatAddress({
        address: '2 Rue X',
        city: 'Lyon',
        province_code: null,
        postal_code: '69001',
      }),
    ).toBe('2 Rue X, Lyon, -, -, 69001');
    expect(formatAddress({ address: 'A', city: 'B', province_code: '', country_code: '' })).toBe(
      'A, B, -, -, ',
    );
  });
});
