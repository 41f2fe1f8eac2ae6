import { describe, expect, it } from 'vitest';
import { addressValues, editAddress } from './address-form.ts';

describe('address form', () => {
  it('starts as a shipping address, or from the stored one with empty text for none', () => {
    expect(addressValues().type).toBe('S');
    const stored = addressValues({
      id: 1,
      type: 'B',
      address: '1 Main St',
      address2: null,
      address3: null,
      city: 'Toronto',
      province_code: 'ON',
      country_code: 'CA',
      postal_code: 'M5V 2T6',
    });
    expect(stored).toMatchObject({ type: 'B', address2: '', province_code: 'ON' });
  });

  it('clears the region when the country changes', () => {
    const start = { ...addressValues(), country_code: 'CA', province_code: 'ON', city: 'Ottawa' };
    expect(editAddress(start, 'country_code', 'US')).toMatchObject({
      country_code: 'US',
      province_code: '',
      city: 'Ottawa',
    });
    expect(editAddress(start, 'city', 'Toronto')).toMatchObject({ province_code: 'ON' });
  });
});
