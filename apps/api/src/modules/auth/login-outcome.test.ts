import { describe, expect, it } from 'vitest';
import type { MembershipStatus } from '../../db/schema.ts';
import { decideLogin, type LoginMembership } from './login-outcome.ts';

const membership = (code: string, status: MembershipStatus): LoginMembership => ({
  tenantId: code.length,
  code,
  name: `${code} Inc.`,
  logo: null,
  status,
  role: 'customer',
  repCode: null,
  companyRole: 'buyer',
  seesAllOrders: true,
  seesInvoices: true,
});

const codes = (outcome: ReturnType<typeof decideLogin>) =>
  outcome.ok ? outcome.tenants.map((t) => t.code) : outcome.messageKey;

describe('decideLogin', () => {
  it('lists approved tenants only, by code', () => {
    const all = [
      membership('ZED', 'approved'),
      membership('ACME', 'approved'),
      membership('BOREAL', 'pending'),
    ];
    expect(codes(decideLogin(all))).toEqual(['ACME', 'ZED']);
  });

  it('puts the requested tenant first, matched case-insensitively', () => {
    const all = [membership('ACME', 'approved'), membership('BOREAL', 'approved')];
    expect(codes(decideLogin(all, 'boreal'))).toEqual(['BOREAL', 'ACME']);
  });

  it('refuses a requested tenant that is not approved, even with others approved', () => {
    const all = [membership('ACME', 'approved'), membership('BOREAL', 'pending')];
    expect(codes(decideLogin(all, 'BOREAL'))).toBe('auth.pendingApproval');
    expect(
      codes(
        decideLogin([membership('ACME', 'approved'), membership('BOREAL', 'rejected')], 'BOREAL'),
      ),
    ).toBe('auth.rejected');
    expect(codes(decideLogin([membership('BOREAL', 'disabled')], 'BOREAL'))).toBe('auth.disabled');
  });

  it('refuses a requested tenant the user has no membership of', () => {
    expect(codes(decideLogin([membership('ACME', 'approved')], 'BOREAL'))).toBe('errors.forbidden');
  });

  it('without an approved membership, tells pending before rejected before disabled', () => {
    expect(
      codes(
        decideLogin([
          membership('A', 'disabled'),
          membership('B', 'rejected'),
          membership('C', 'pending'),
        ]),
      ),
    ).toBe('auth.pendingApproval');
    expect(codes(decideLogin([membership('A', 'disabled'), membership('B', 'rejected')]))).toBe(
      'auth.rejected',
    );
    expect(codes(decideLogin([membership('A', 'disabled')]))).toBe('auth.disabled');
    expect(codes(decideLogin([]))).toBe('errors.forbidden');
  });
});
