import { describe, expect, it } from 'vitest';
import { addressLine, managesCompany, rolesToGrant } from './company-rules.ts';

describe('company rules on screen', () => {
  it('offers the Company area to a customer administrator only', () => {
    expect(managesCompany('customer_admin')).toBe(true);
    for (const role of ['approver', 'buyer', 'requester'] as const) {
      expect(managesCompany(role)).toBe(false);
    }
    expect(managesCompany(null)).toBe(false);
  });

  it('offers only the roles the member may give', () => {
    expect(rolesToGrant('customer_admin')).toEqual([
      'customer_admin',
      'approver',
      'buyer',
      'requester',
    ]);
    expect(rolesToGrant('buyer')).toEqual([]);
    expect(rolesToGrant(null)).toEqual([]);
  });

  it('writes an address on one line', () => {
    const address = {
      id: 1,
      type: 'S',
      address: '2 Dock Road, Unit 4',
      city: 'Halifax',
      province: null,
      country: null,
      postal_code: 'B3H 1A1',
    };
    expect(addressLine(address)).toBe('2 Dock Road, Unit 4, Halifax, B3H 1A1');
  });
});
