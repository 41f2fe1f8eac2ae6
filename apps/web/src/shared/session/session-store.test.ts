import type { LoginResponse } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session-store.ts';

const response = (code: string): LoginResponse => ({
  token: `token-${code}`,
  tenants: [{ code, name: code, logo: null }],
  user: {
    name: 'Bea',
    email: 'buyer@acme.example',
    rep_code: null,
    role: 'customer',
    company_role: 'buyer',
    sees_all_orders: true,
  },
});

describe('session store', () => {
  it('notifies its subscribers at sign-in and sign-out', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.signIn(response('ACME'));
    expect(sessionStore.get().manufacturer?.code).toBe('ACME');
    sessionStore.clear();
    expect(sessionStore.get()).toEqual({
      token: null,
      user: null,
      manufacturer: null,
      companies: [],
    });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('follows another tab signing out', () => {
    sessionStore.signIn(response('ACME'));
    localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    expect(sessionStore.get().token).toBeNull();
  });
});
