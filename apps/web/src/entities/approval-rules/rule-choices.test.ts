import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from '@/entities/catalogue/category-tree.ts';
import { addressLine, nameOf, ruleChoices } from './rule-choices.ts';

describe('what an approval rule may name', () => {
  it('writes an address on one line', () => {
    const address = { address: '2 Dock Road, Unit 4', city: 'Halifax', postal_code: 'B3H 1A1' };
    expect(addressLine(address)).toBe('2 Dock Road, Unit 4, Halifax, B3H 1A1');
  });

  it('names categories by their path and offers only active approvers and administrators', () => {
    const choices = ruleChoices({
      categories: buildCategoryTree([
        { id: 1, parent_id: null, category: 'Tools' },
        { id: 2, parent_id: 1, category: 'Spanners' },
        { id: 3, parent_id: null, category: 'Fasteners' },
      ]),
      addresses: [{ id: 9, address: '2 Dock Road', city: 'Halifax', postal_code: '' }],
      people: [
        { user_id: 5, name: 'Zoe Admin', status: 'approved', company_role: 'customer_admin' },
        { user_id: 6, name: 'Al Approver', status: 'approved', company_role: 'approver' },
        { user_id: 7, name: 'Bo Buyer', status: 'approved', company_role: 'buyer' },
        { user_id: 8, name: 'Cy Gone', status: 'disabled', company_role: 'approver' },
      ],
    });
    expect(choices.categories).toEqual([
      { id: 3, name: 'Fasteners' },
      { id: 1, name: 'Tools' },
      { id: 2, name: 'Tools › Spanners' },
    ]);
    expect(choices.addresses).toEqual([{ id: 9, name: '2 Dock Road, Halifax' }]);
    expect(choices.approvers).toEqual([
      { id: 6, name: 'Al Approver' },
      { id: 5, name: 'Zoe Admin' },
    ]);
    expect(nameOf(choices.approvers, 5)).toBe('Zoe Admin');
    expect(nameOf(choices.approvers, 7)).toBeNull();
  });
});
