import { describe, expect, it, vi } from 'vitest';
import * as accountEndpoints from '@portal/contract/endpoints/account';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as publicEndpoints from '@portal/contract/endpoints/public';
import { fakeServer, json } from '@/test/render.tsx';
import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { call, callBlob, apiText, withQuery } from './api-client.ts';
import { AnswerOutsideContract } from './answer-check.ts';
import { ApiError } from './api-error.ts';

const signedIn = {
  token: 'secret-token',
  tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
  user: {
    name: 'Bea',
    email: 'b@acme.example',
    rep_code: null,
    role: 'customer' as const,
    company_role: 'buyer' as const,
    sees_all_orders: true,
  },
};
const signIn = () => sessionStore.signIn(signedIn);
const healthy = { status: 'ok', database: 'pglite' };
const branding = {
  code: 'ACME',
  name: 'Acme',
  logo_url: '',
  banner_image_url: '',
  welcome_title: '',
  welcome_subtitle: '',
  welcome_title_styles: '',
  welcome_subtitle_styles: '',
  about_us_url: '',
};

describe('api client', () => {
  it('sends the bearer token and the interface language', async () => {
    signIn();
    await i18n.changeLanguage('fr');
    const calls = fakeServer(() => json(200, healthy));
    await expect(call(publicEndpoints.health)).resolves.toEqual(healthy);
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
    const calls = fakeServer((url) =>
      url.pathname.endsWith('/import')
        ? json(202, { job_id: 1 })
        : new Response(null, { status: 599 }),
    );
    const form = new FormData();
    form.set('image', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    const params = { code: 'ACME' };
    await call(consoleEndpoints.adminUploadLogo, { params, body: form }).catch(() => undefined);
    const csvFile = new Blob(['a,b'], { type: 'text/csv' });
    await call(consoleEndpoints.adminImportProducts, {
      params,
      query: { dry_run: 1 },
      body: csvFile,
    });
    await call(consoleEndpoints.adminUpdateMember, {
      params: { code: 'ACME', userId: 3 },
      body: { rep_code: 'R1' },
    }).catch(() => undefined);
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
    const file = await callBlob(consoleEndpoints.adminExportProducts, { params: { code: 'ACME' } });
    await expect(file.text()).resolves.toBe('part_number\nA1\n');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer secret-token',
    );
  });

  it('turns {message, errors} into an ApiError', async () => {
    fakeServer(() =>
      json(422, { message: 'Invalid.', errors: { email: ['Enter a valid email address.'] } }),
    );
    const body = { email: 'x', manufacturerCode: 'ACME' };
    const error = await call(publicEndpoints.forgotPassword, { body }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid.' });
    expect((error as ApiError).firstFieldError()).toBe('Enter a valid email address.');
  });

  it('falls back to the translated unexpected-error text', async () => {
    await i18n.changeLanguage('es');
    fakeServer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(call(publicEndpoints.health)).rejects.toMatchObject({
      status: 502,
      message: 'Ocurrió un error inesperado.',
    });
    fakeServer(() => Promise.reject(new TypeError('network down')));
    await expect(call(publicEndpoints.health)).rejects.toMatchObject({ status: 0 });
  });

  it('signs out on a 401', async () => {
    signIn();
    fakeServer(() => json(401, { message: 'Your session has expired.' }));
    await expect(call(accountEndpoints.logout)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();
  });

  it('keeps a newer session when a request made with the one it replaced answers 401', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    const calls = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = call(accountEndpoints.logout);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // A switch of company replaced the session while the request was on its way.
    sessionStore.signIn({
      token: 'next-token',
      tenants: [{ code: 'BOREAL', name: 'Boreal', logo: null }],
      user: {
        name: 'Ana',
        email: 'ana@example.com',
        rep_code: null,
        role: 'customer',
        company_role: 'buyer',
        sees_all_orders: true,
      },
    });
    answer(json(401, { message: 'Your session has expired.' }));
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBe('next-token');
  });

  it('sends a token given for one call instead of the stored one', async () => {
    const calls = fakeServer(() => json(200, signedIn));
    await call(accountEndpoints.switchCompany, {
      body: { manufacturerCode: 'ACME' },
      token: 'chooser-token',
    });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer chooser-token',
    );
  });

  it('keeps the session on a 401 from the error-log call', async () => {
    signIn();
    fakeServer(() => json(401, { message: 'no' }));
    const report = { error: { message: 'x' }, errorInfo: {}, url: 'http://localhost/' };
    await expect(call(publicEndpoints.logError, { body: report })).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionStore.get().token).toBe('secret-token');
  });

  it('answers undefined for 204', async () => {
    fakeServer(() => new Response(null, { status: 204 }));
    await expect(call(accountEndpoints.logout)).resolves.toBeUndefined();
  });

  it('fills the path with the parameters, encoded', async () => {
    const calls = fakeServer(() => json(200, branding));
    await call(publicEndpoints.publicSettings, { params: { code: 'AC/ME' } });
    expect(calls[0]!.url.pathname).toBe('/api/public/settings/AC%2FME');
  });

  it('checks an answer against its endpoint, so that a fake the server could not give fails', async () => {
    fakeServer(() => json(200, { ...branding, name: 7 }));
    const wrong = await call(publicEndpoints.publicSettings, { params: { code: 'ACME' } }).catch(
      (failure: unknown) => failure,
    );
    expect(wrong).toBeInstanceOf(AnswerOutsideContract);
    expect(String(wrong)).toContain('name');
    fakeServer(() => json(201, branding));
    await expect(
      call(publicEndpoints.publicSettings, { params: { code: 'ACME' } }),
    ).rejects.toBeInstanceOf(AnswerOutsideContract);
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/x', { page: 2, search: '', categoryId: null, q: 'a b' })).toBe(
      '/api/x?page=2&q=a+b',
    );
    expect(withQuery('/api/x')).toBe('/api/x');
  });
});
