import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@portal/contract/api-paths';
import { fakeServer, json } from '@/test/render.tsx';
import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { api, apiBlob, apiText, withQuery } from './api-client.ts';
import { ApiError } from './api-error.ts';

const signIn = () =>
  sessionStore.signIn({
    token: 'secret-token',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: { name: 'Bea', email: 'b@acme.example', rep_code: null, role: 'customer' },
  });

describe('api client', () => {
  it('sends the bearer token and the interface language', async () => {
    signIn();
    await i18n.changeLanguage('fr');
    const calls = fakeServer(() => json(200, { ok: true }));
    await expect(api.get('/api/settings/ACME')).resolves.toEqual({ ok: true });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Accept-Language']).toBe('fr');
  });

  it('never sends the token to another host', async () => {
    signIn();
    const calls = fakeServer(() => new Response('<p>hi</p>', { status: 200 }));
    await apiText('https://cdn.example.com/about.html');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends FormData and files as they are, JSON for everything else', async () => {
    signIn();
    const calls = fakeServer(() => json(200, {}));
    const form = new FormData();
    form.set('image', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    await api.post('/api/admin/ACME/branding/logo', form);
    await api.post('/api/admin/ACME/products/import', new Blob(['a,b'], { type: 'text/csv' }));
    await api.patch('/api/admin/ACME/members/3', { rep_code: 'R1' });
    const [multipart, csv, patch] = calls.map((call) => call.init);
    expect(multipart!.body).toBe(form);
    expect((multipart!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((csv!.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    expect(patch!.method).toBe('PATCH');
    expect(patch!.body).toBe('{"rep_code":"R1"}');
  });

  it('downloads files with the token', async () => {
    signIn();
    const calls = fakeServer(() => new Response('part_number\nA1\n', { status: 200 }));
    const file = await apiBlob('/api/admin/ACME/products/export.csv');
    await expect(file.text()).resolves.toBe('part_number\nA1\n');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer secret-token',
    );
  });

  it('turns {message, errors} into an ApiError', async () => {
    fakeServer(() =>
      json(422, { message: 'Invalid.', errors: { email: ['Enter a valid email address.'] } }),
    );
    const error = await api.post('/api/register', {}).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid.' });
    expect((error as ApiError).firstFieldError()).toBe('Enter a valid email address.');
  });

  it('falls back to the translated unexpected-error text', async () => {
    await i18n.changeLanguage('es');
    fakeServer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/health')).rejects.toMatchObject({
      status: 502,
      message: 'Ocurrió un error inesperado.',
    });
    fakeServer(() => Promise.reject(new TypeError('network down')));
    await expect(api.get('/api/health')).rejects.toMatchObject({ status: 0 });
  });

  it('signs out on a 401', async () => {
    signIn();
    fakeServer(() => json(401, { message: 'Your session has expired.' }));
    await expect(api.get('/api/settings/ACME')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();
  });

  it('keeps a newer session when a request made with the one it replaced answers 401', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    const calls = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = api.get('/api/settings/ACME');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // A switch of company replaced the session while the request was on its way.
    sessionStore.signIn({
      token: 'next-token',
      tenants: [{ code: 'BOREAL', name: 'Boreal', logo: null }],
      user: { name: 'Ana', email: 'ana@example.com', rep_code: null, role: 'customer' },
    });
    answer(json(401, { message: 'Your session has expired.' }));
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBe('next-token');
  });

  it('sends a token given for one call instead of the stored one', async () => {
    const calls = fakeServer(() => json(200, {}));
    await api.post(apiPaths.switchCompany(), {}, { token: 'chooser-token' });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer chooser-token',
    );
  });

  it('keeps the session on a 401 from the error-log call', async () => {
    signIn();
    fakeServer(() => json(401, { message: 'no' }));
    await expect(api.post(apiPaths.logError(), {})).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBe('secret-token');
  });

  it('answers undefined for 204', async () => {
    fakeServer(() => new Response(null, { status: 204 }));
    await expect(api.post(apiPaths.logout())).resolves.toBeUndefined();
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/x', { page: 2, search: '', categoryId: null, q: 'a b' })).toBe(
      '/api/x?page=2&q=a+b',
    );
    expect(withQuery('/api/x')).toBe('/api/x');
  });
});
