import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store.ts';
import { clearCacheOnSessionChange, createQueryClient } from './query-client.ts';

const signIn = (code: string) =>
  sessionStore.signIn({
    token: `token-${code}`,
    tenants: [{ code, name: code, logo: null }],
    user: {
      name: 'Bea',
      email: 'b@x.example',
      rep_code: null,
      role: 'customer',
      company_role: 'buyer',
      sees_all_orders: true,
    },
  });

describe('query cache', () => {
  it('is emptied when the signed-in tenant changes or the user signs out', () => {
    const client = createQueryClient();
    const stop = clearCacheOnSessionChange(client, sessionStore);
    signIn('ACME');
    client.setQueryData(['ACME', 'settings'], { default_page: 'products' });
    signIn('BOREAL');
    expect(client.getQueryData(['ACME', 'settings'])).toBeUndefined();
    client.setQueryData(['BOREAL', 'settings'], { default_page: 'products' });
    sessionStore.clear();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    stop();
  });
});
