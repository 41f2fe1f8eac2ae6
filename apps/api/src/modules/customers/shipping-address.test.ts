import { describe, expect, it } from 'vitest';
import { isOwnEmail, toShippingAddress } from './shipping-address.ts';

const row = {
  id: 7,
  type: 'S',
  address: '1 Main Street',
  address2: 'Suite 200',
  address3: null,
  city: 'Toronto',
  province_code: 'ON',
  country_code: 'CA',
  postal_code: 'M5V 1A1',
};

describe('toShippingAddress', () => {
  it('maps codes to objects and joins the address lines', () => {
    expect(toShippingAddress(row)).toEqual({
      id: 7,
      type: 'S',
      address: '1 Main Street, Suite 200',
      city: 'Toronto',
      province: { code: 'ON' },
      country: { code: 'CA' },
      postal_code: 'M5V 1A1',
    });
  });

  it('answers null province and country when they are unknown, and skips blank lines', () => {
    const bare = { ...row, address2: '  ', province_code: null, country_code: '' };
    expect(toShippingAddress(bare)).toMatchObject({
      address: '1 Main Street',
      province: null,
      country: null,
    });
  });
});

describe('isOwnEmail', () => {
  it('accepts no filter, a blank one, or the same email in any case', () => {
    expect(isOwnEmail(undefined, 'buyer@acme.test')).toBe(true);
    expect(isOwnEmail(' ', 'buyer@acme.test')).toBe(true);
    expect(isOwnEmail(' Buyer@ACME.test ', 'buyer@acme.test')).toBe(true);
  });

  it('refuses any other email', () => {
    expect(isOwnEmail('other@acme.test', 'buyer@acme.test')).toBe(false);
    expect(isOwnEmail('buyer@acme.test.evil', 'buyer@acme.test')).toBe(false);
  });
});
