import { describe, expect, it } from 'vitest';
import { shippingAddressFromRegistration } from './registration-address.ts';

describe('shippingAddressFromRegistration', () => {
  it('maps the register form onto the address columns', () => {
    expect(
      shippingAddressFromRegistration({
        company: 'Northwind',
        address: ' 12 Harbour St ',
        address2: 'Suite 4',
        address3: '',
        city: 'Halifax',
        state: 'NS',
        country: 'ca',
        zip: 'B3H 1A1',
      }),
    ).toEqual({
      type: 'S',
      address: '12 Harbour St',
      address2: 'Suite 4',
      address3: null,
      city: 'Halifax',
      province_code: 'NS',
      country_code: 'CA',
      postal_code: 'B3H 1A1',
    });
  });

  it('makes none without a street line or a city', () => {
    expect(shippingAddressFromRegistration({ city: 'Halifax' })).toBeNull();
    expect(shippingAddressFromRegistration({ address: '12 Harbour St', city: '  ' })).toBeNull();
  });

  it('leaves missing optional parts empty', () => {
    expect(shippingAddressFromRegistration({ address: '1 Rue', city: 'Lyon' })).toMatchObject({
      province_code: null,
      country_code: null,
      postal_code: '',
    });
  });
});
