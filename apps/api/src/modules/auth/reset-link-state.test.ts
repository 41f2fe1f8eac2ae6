import { describe, expect, it } from 'vitest';
import { newSessionToken } from './session-tokens.ts';
import { isResetTokenShaped, resetLinkRefusal } from './reset-link-state.ts';

const now = new Date('2026-05-01T12:00:00Z');
const later = new Date('2026-05-02T12:00:00Z');
const earlier = new Date('2026-05-01T11:59:59Z');

describe('resetLinkRefusal', () => {
  it('accepts an issued link before its expiry', () => {
    expect(resetLinkRefusal({ status: 'link_issued', token_expires_at: later, now })).toBeNull();
  });

  it('says expired at and after the expiry', () => {
    for (const expiry of [earlier, now]) {
      expect(resetLinkRefusal({ status: 'link_issued', token_expires_at: expiry, now })).toEqual({
        status: 410,
        key: 'admin.resetLinkExpired',
      });
    }
  });

  it('says used once the request is completed, even before the expiry', () => {
    expect(resetLinkRefusal({ status: 'completed', token_expires_at: later, now })).toEqual({
      status: 410,
      key: 'admin.resetLinkUsed',
    });
  });

  it('says withdrawn when an administrator dismissed the request', () => {
    expect(resetLinkRefusal({ status: 'dismissed', token_expires_at: later, now })).toEqual({
      status: 410,
      key: 'admin.resetLinkRevoked',
    });
  });

  it('knows no link for an unknown token or a request without a link', () => {
    expect(resetLinkRefusal(undefined)).toEqual({ status: 404, key: 'admin.resetLinkUnknown' });
    expect(resetLinkRefusal({ status: 'open', token_expires_at: null, now })?.status).toBe(404);
  });
});

describe('isResetTokenShaped', () => {
  it('accepts issued tokens and nothing of another shape', () => {
    expect(isResetTokenShaped(newSessionToken())).toBe(true);
    expect(isResetTokenShaped('short')).toBe(false);
    expect(isResetTokenShaped(`${newSessionToken()}x`)).toBe(false);
    expect(isResetTokenShaped('a'.repeat(42) + '/')).toBe(false);
  });
});
