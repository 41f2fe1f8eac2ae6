import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api-client.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { fakeServer, json } from '@/test/render.tsx';
import { startEarlyGet, startFirstReads } from './first-reads.ts';

const signIn = () =>
  sessionStore.signIn({
    token: 'secret-token',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: { name: 'Bea', email: 'b@acme.example', rep_code: null, role: 'customer' },
  });

describe('first reads', () => {
  it('hands a read started as the page opened to its first request, then asks the network', async () => {
    signIn();
    await i18n.changeLanguage('en');
    let answer = 0;
    const calls = fakeServer(() => json(200, { answer: (answer += 1) }));
    startEarlyGet('/api/products/ACME', { page: 1, search: '' });
    expect(calls).toHaveLength(1);
    await expect(api.get('/api/products/ACME', { query: { page: 1 } })).resolves.toEqual({
      answer: 1,
    });
    expect(calls).toHaveLength(1);
    await expect(api.get('/api/products/ACME', { query: { page: 1 } })).resolves.toEqual({
      answer: 2,
    });
    expect(calls).toHaveLength(2);
  });

  it('never hands an early read to a request with another token or language', async () => {
    signIn();
    await i18n.changeLanguage('en');
    const calls = fakeServer(() => json(200, {}));
    startEarlyGet('/api/categories/ACME', { page: 1 });
    await i18n.changeLanguage('es');
    await api.get('/api/categories/ACME', { query: { page: 1 } });
    expect(calls).toHaveLength(2);
    expect((calls[1]!.init.headers as Record<string, string>)['Accept-Language']).toBe('es');
  });

  it("asks for the buyer's list with the session's company", async () => {
    signIn();
    // French: an answer an earlier case left untaken (English) must not hide these.
    await i18n.changeLanguage('fr');
    const calls = fakeServer(() => json(200, {}));
    startFirstReads('products', undefined, '?per_page=24');
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/api/products/ACME?page=1&per_page=24',
      '/api/categories/ACME?page=1',
    ]);
  });
});
