import { describe, expect, it } from 'vitest';
import { managesCompany, rolesToGrant } from './company-rules.ts';

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
});
