import { describe, expect, it } from 'vitest';
import {
  alwaysNeedsApproval,
  COMPANY_ROLES,
  grantableRoles,
  mayApprove,
  mayApproveOrder,
  mayGrantRole,
  mayManageColleague,
  mayManageCompany,
  roleManagesCompany,
  mayPlaceOrders,
  maySeeOrder,
  seesCompanyOrders,
  type CompanyMember,
  type CompanyRole,
} from './company-roles.ts';

const NORTHWIND = 10;
const OTHER_CUSTOMER = 11;
let nextId = 1;
const member = (role: CompanyRole, extra: Partial<CompanyMember> = {}): CompanyMember => ({
  memberId: nextId++,
  customerId: NORTHWIND,
  role,
  seesAllOrders: false,
  active: true,
  ...extra,
});

/** What each role may do, one row per role: the table the issue asks for. */
const EXPECTED: Record<
  CompanyRole,
  { place: boolean; alwaysApproval: boolean; approve: boolean; manage: boolean; grants: string }
> = {
  customer_admin: {
    place: true,
    alwaysApproval: false,
    approve: true,
    manage: true,
    grants: 'customer_admin approver buyer requester',
  },
  approver: { place: true, alwaysApproval: false, approve: true, manage: false, grants: '' },
  buyer: { place: true, alwaysApproval: false, approve: false, manage: false, grants: '' },
  requester: { place: false, alwaysApproval: true, approve: false, manage: false, grants: '' },
};

describe.each(COMPANY_ROLES)('a %s', (role) => {
  const expected = EXPECTED[role];

  it(expected.place ? 'places orders' : 'never places an order', () => {
    expect(mayPlaceOrders(member(role))).toBe(expected.place);
    expect(alwaysNeedsApproval(member(role))).toBe(expected.alwaysApproval);
  });

  it(expected.approve ? "approves colleagues' orders" : 'approves nothing', () => {
    const approver = member(role);
    const colleague = member('requester');
    const order = { customerId: NORTHWIND, placedBy: colleague.memberId, approvedBy: null };
    expect(mayApprove(approver)).toBe(expected.approve);
    expect(mayApproveOrder(approver, order)).toBe(expected.approve);
  });

  it('never approves their own order, nor one of another company', () => {
    const approver = member(role);
    expect(
      mayApproveOrder(approver, {
        customerId: NORTHWIND,
        placedBy: approver.memberId,
        approvedBy: null,
      }),
    ).toBe(false);
    expect(
      mayApproveOrder(approver, {
        customerId: OTHER_CUSTOMER,
        placedBy: member('buyer', { customerId: OTHER_CUSTOMER }).memberId,
        approvedBy: null,
      }),
    ).toBe(false);
  });

  it(expected.manage ? 'runs the company' : 'does not run the company', () => {
    expect(mayManageCompany(member(role))).toBe(expected.manage);
    expect(roleManagesCompany(role)).toBe(expected.manage);
    expect(grantableRoles(member(role)).join(' ')).toBe(expected.grants);
  });

  it('does nothing once disabled', () => {
    const disabled = member(role, { active: false, seesAllOrders: true });
    const order = { customerId: NORTHWIND, placedBy: disabled.memberId, approvedBy: null };
    expect(mayPlaceOrders(disabled)).toBe(false);
    expect(mayApprove(disabled)).toBe(false);
    expect(mayManageCompany(disabled)).toBe(false);
    expect(maySeeOrder(disabled, order)).toBe(false);
    expect(seesCompanyOrders(disabled)).toBe(false);
    expect(grantableRoles(disabled)).toEqual([]);
  });

  it('sees their own orders and those they approved, and no other company’s', () => {
    const viewer = member(role);
    const other = member('buyer');
    expect(
      maySeeOrder(viewer, { customerId: NORTHWIND, placedBy: viewer.memberId, approvedBy: null }),
    ).toBe(true);
    expect(
      maySeeOrder(viewer, {
        customerId: NORTHWIND,
        placedBy: other.memberId,
        approvedBy: viewer.memberId,
      }),
    ).toBe(true);
    expect(
      maySeeOrder(viewer, {
        customerId: OTHER_CUSTOMER,
        placedBy: viewer.memberId,
        approvedBy: null,
      }),
    ).toBe(false);
  });

  it(
    role === 'customer_admin'
      ? 'sees every order of the company, flag or not'
      : "sees a colleague's order only with the flag",
    () => {
      const colleagueOrder = {
        customerId: NORTHWIND,
        placedBy: member('buyer').memberId,
        approvedBy: null,
      };
      const plain = member(role);
      const flagged = member(role, { seesAllOrders: true });
      expect(maySeeOrder(plain, colleagueOrder)).toBe(role === 'customer_admin');
      expect(seesCompanyOrders(plain)).toBe(role === 'customer_admin');
      expect(maySeeOrder(flagged, colleagueOrder)).toBe(true);
      expect(seesCompanyOrders(flagged)).toBe(true);
    },
  );
});

describe('a customer administrator managing colleagues', () => {
  const admin = member('customer_admin');

  it('grants any role up to their own', () => {
    for (const role of COMPANY_ROLES) expect(mayGrantRole(admin, role)).toBe(true);
  });

  it('manages a colleague of their company, disabled ones too (to re-enable them)', () => {
    expect(mayManageColleague(admin, member('buyer'))).toBe(true);
    expect(mayManageColleague(admin, member('approver', { active: false }))).toBe(true);
    expect(mayManageColleague(admin, member('customer_admin'))).toBe(true);
  });

  it('never manages themselves: no raising or dropping their own role', () => {
    expect(mayManageColleague(admin, admin)).toBe(false);
  });

  it("never reaches another customer's people", () => {
    expect(mayManageColleague(admin, member('buyer', { customerId: OTHER_CUSTOMER }))).toBe(false);
  });

  it('is no administrator once disabled', () => {
    const disabled = member('customer_admin', { active: false });
    expect(mayManageColleague(disabled, member('buyer'))).toBe(false);
    expect(mayGrantRole(disabled, 'requester')).toBe(false);
  });
});

describe('roles below administrator', () => {
  it.each(['approver', 'buyer', 'requester'] as const)(
    'a %s grants no role and manages nobody, not even a requester',
    (role) => {
      const actor = member(role);
      for (const target of COMPANY_ROLES) expect(mayGrantRole(actor, target)).toBe(false);
      expect(mayManageColleague(actor, member('requester'))).toBe(false);
    },
  );
});
