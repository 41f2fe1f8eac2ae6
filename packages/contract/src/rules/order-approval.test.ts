import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, type CompanyMember, type CompanyRole } from './company-roles.ts';
import {
  alwaysNeedsApprovalRole,
  approvalReasons,
  approverRoleFor,
  approverUsersFor,
  mayDecideOrder,
  mayWithdrawOrder,
  roleMayApprove,
  type ApprovalRule,
} from './order-approval.ts';

const NORTHWIND = 10;
const member = (memberId: number, role: CompanyRole, extra: Partial<CompanyMember> = {}) => ({
  memberId,
  customerId: NORTHWIND,
  role,
  seesAllOrders: false,
  active: true,
  ...extra,
});

const overFiveThousand: ApprovalRule = {
  id: 1,
  condition: 'total_above',
  threshold: 5000,
  appliesTo: ['buyer', 'approver'],
  approverRole: 'approver',
};
const overTenLines: ApprovalRule = {
  id: 2,
  condition: 'lines_above',
  threshold: 10,
  appliesTo: ['buyer'],
  approverRole: 'customer_admin',
};
const rules = [overFiveThousand, overTenLines];

describe('approval reasons', () => {
  it("always holds a requester's order, whatever the rules say", () => {
    expect(approvalReasons(member(1, 'requester'), { total: 1, lines: 1 }, [])).toEqual([
      { kind: 'requester' },
    ]);
  });

  it('holds an order above the amount, not one equal to it (counted in cents)', () => {
    const buyer = member(1, 'buyer');
    expect(approvalReasons(buyer, { total: 5000, lines: 1 }, rules)).toEqual([]);
    expect(approvalReasons(buyer, { total: 5000.01, lines: 1 }, rules)).toEqual([
      { kind: 'total_above', rule_id: 1, threshold: 5000 },
    ]);
  });

  it('holds an order with more lines than the rule allows', () => {
    const buyer = member(1, 'buyer');
    expect(approvalReasons(buyer, { total: 10, lines: 10 }, rules)).toEqual([]);
    expect(approvalReasons(buyer, { total: 10, lines: 11 }, rules)).toEqual([
      { kind: 'lines_above', rule_id: 2, threshold: 10 },
    ]);
  });

  it('applies a rule only to the roles it names', () => {
    expect(approvalReasons(member(1, 'approver'), { total: 9000, lines: 20 }, rules)).toEqual([
      { kind: 'total_above', rule_id: 1, threshold: 5000 },
    ]);
    expect(approvalReasons(member(1, 'customer_admin'), { total: 9000, lines: 20 }, rules)).toEqual(
      [],
    );
  });

  it('gives every reason at once, a requester first', () => {
    const everything = { ...overFiveThousand, appliesTo: ['requester'] as const };
    expect(
      approvalReasons(member(1, 'requester'), { total: 9000, lines: 1 }, [everything]),
    ).toEqual([{ kind: 'requester' }, { kind: 'total_above', rule_id: 1, threshold: 5000 }]);
  });
});

describe('who decides', () => {
  it('asks for the highest approver role of the rules that held the order', () => {
    expect(approverRoleFor([{ kind: 'requester' }], rules)).toBe('approver');
    expect(approverRoleFor([{ kind: 'total_above', rule_id: 1, threshold: 5000 }], rules)).toBe(
      'approver',
    );
    expect(
      approverRoleFor(
        [
          { kind: 'total_above', rule_id: 1, threshold: 5000 },
          { kind: 'lines_above', rule_id: 2, threshold: 10 },
        ],
        rules,
      ),
    ).toBe('customer_admin');
  });

  const waiting = { customerId: NORTHWIND, placedBy: 1, approvedBy: null };

  it('lets an approver or a customer admin of the company decide an order', () => {
    const order = { ...waiting, approverRole: 'approver' as const };
    expect(mayDecideOrder(member(2, 'approver'), order)).toBe(true);
    expect(mayDecideOrder(member(2, 'customer_admin'), order)).toBe(true);
    expect(mayDecideOrder(member(2, 'buyer'), order)).toBe(false);
    expect(mayDecideOrder(member(2, 'requester'), order)).toBe(false);
  });

  it('keeps an order that needs a customer admin from a mere approver', () => {
    const order = { ...waiting, approverRole: 'customer_admin' as const };
    expect(mayDecideOrder(member(2, 'approver'), order)).toBe(false);
    expect(mayDecideOrder(member(2, 'customer_admin'), order)).toBe(true);
  });

  it('never lets anyone decide their own order, nor another company’s, nor when disabled', () => {
    const order = { ...waiting, approverRole: 'approver' as const };
    expect(mayDecideOrder(member(1, 'customer_admin'), order)).toBe(false);
    expect(mayDecideOrder(member(2, 'approver', { customerId: 11 }), order)).toBe(false);
    expect(mayDecideOrder(member(2, 'approver', { active: false }), order)).toBe(false);
  });

  it('says which roles approve, as mayApprove does', () => {
    expect(COMPANY_ROLES.filter(roleMayApprove)).toEqual(['customer_admin', 'approver']);
    expect(COMPANY_ROLES.filter(alwaysNeedsApprovalRole)).toEqual(['requester']);
  });

  it('lets only the placer withdraw an order', () => {
    expect(mayWithdrawOrder(member(1, 'requester'), waiting)).toBe(true);
    expect(mayWithdrawOrder(member(2, 'customer_admin'), waiting)).toBe(false);
    expect(mayWithdrawOrder(member(1, 'requester', { customerId: 11 }), waiting)).toBe(false);
  });
});

describe('a category and a ship-to address (decision 042)', () => {
  const tools: ApprovalRule = {
    id: 3,
    condition: 'category',
    threshold: 0,
    categoryId: 40,
    appliesTo: ['buyer'],
    approverRole: 'approver',
  };
  const warehouse: ApprovalRule = {
    id: 4,
    condition: 'ship_to',
    threshold: 0,
    addressId: 7,
    appliesTo: ['buyer'],
    approverRole: 'approver',
  };
  const buyer = member(1, 'buyer');
  const order = { total: 10, lines: 1, categoryIds: [12, 40], addressId: 8 };

  it('holds an order with a line filed in (or below) the chosen category', () => {
    expect(approvalReasons(buyer, order, [tools])).toEqual([
      { kind: 'category', rule_id: 3, category_id: 40 },
    ]);
    expect(approvalReasons(buyer, { ...order, categoryIds: [12] }, [tools])).toEqual([]);
    expect(approvalReasons(buyer, { total: 10, lines: 1 }, [tools])).toEqual([]);
  });

  it('holds an order shipped to the chosen address, not to another', () => {
    expect(approvalReasons(buyer, { ...order, addressId: 7 }, [warehouse])).toEqual([
      { kind: 'ship_to', rule_id: 4, address_id: 7 },
    ]);
    expect(approvalReasons(buyer, order, [warehouse])).toEqual([]);
  });

  it('never matches a rule that lost its category or address', () => {
    expect(approvalReasons(buyer, order, [{ ...tools, categoryId: null }])).toEqual([]);
    expect(
      approvalReasons(buyer, { ...order, addressId: 7 }, [{ ...warehouse, addressId: null }]),
    ).toEqual([]);
  });

  it('applies them only to the roles they name', () => {
    expect(
      approvalReasons(member(1, 'approver'), { ...order, addressId: 7 }, [tools, warehouse]),
    ).toEqual([]);
  });
});

describe('named approvers (decision 042)', () => {
  const byName: ApprovalRule = { ...overFiveThousand, id: 5, approverUserIds: [9, 7] };
  const byAdmin: ApprovalRule = { ...overTenLines, id: 6 };
  const held = (id: number) => ({ kind: 'total_above' as const, rule_id: id, threshold: 5000 });

  it('names nobody when no rule that held the order names anyone', () => {
    expect(approverUsersFor([{ kind: 'requester' }], [byName])).toBeNull();
    expect(approverUsersFor([held(1)], [overFiveThousand, byName])).toBeNull();
  });

  it('names every colleague of the held rules, once and sorted', () => {
    const other: ApprovalRule = { ...byName, id: 7, approverUserIds: [7, 3] };
    expect(approverUsersFor([held(5)], [byName])).toEqual([7, 9]);
    expect(approverUsersFor([held(5), held(7)], [byName, other])).toEqual([3, 7, 9]);
  });

  it('asks for no role of its own: a named rule for a customer admin does not raise it', () => {
    expect(approverRoleFor([held(5)], [{ ...byName, approverRole: 'customer_admin' }])).toBe(
      'approver',
    );
    expect(approverRoleFor([held(5), held(6)], [byName, byAdmin])).toBe('customer_admin');
  });

  it('lets only a named colleague decide, and only with the role the order asks for', () => {
    const order = {
      customerId: NORTHWIND,
      placedBy: 1,
      approvedBy: null,
      approverRole: 'approver' as const,
      approverUserIds: [7, 9],
    };
    expect(mayDecideOrder(member(7, 'approver'), order)).toBe(true);
    expect(mayDecideOrder(member(8, 'approver'), order)).toBe(false);
    expect(mayDecideOrder(member(8, 'customer_admin'), order)).toBe(false);
    expect(mayDecideOrder(member(9, 'buyer'), order)).toBe(false);
    expect(mayDecideOrder(member(7, 'approver'), { ...order, placedBy: 7 })).toBe(false);
    expect(mayDecideOrder(member(8, 'approver'), { ...order, approverUserIds: null })).toBe(true);
  });
});
