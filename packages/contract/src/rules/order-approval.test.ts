import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, type CompanyMember, type CompanyRole } from './company-roles.ts';
import {
  alwaysNeedsApprovalRole,
  approvalReasons,
  approverRoleFor,
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
