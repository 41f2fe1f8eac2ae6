import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderSuspendingScreen } from '@/test/render.tsx';
import { RootRedirect } from './root-redirect.tsx';

// `/` is in the entry chunk: no TanStack Query around it (app/router.tsx).
const render = () =>
  renderSuspendingScreen(<RootRedirect />, {
    route: '/',
    serverState: false,
    extraRoutes: <Route path="/login/*" element={<p>login</p>} />,
  });
const location = () => screen.getByTestId('location');

describe('/', () => {
  it('goes to the login of the last company used, without resolving the host', async () => {
    const calls = fakeServer(() => json(200, { code: 'BOREAL' }));
    localStorage.setItem('lastManufacturerCode', 'ACME');
    await render();
    expect(location()).toHaveTextContent('/login/ACME');
    expect(calls).toHaveLength(0);
  });

  it('goes to the login of the company whose domain this is', async () => {
    const calls = fakeServer(() => json(200, { code: 'boreal' }));
    await render();
    expect(location()).toHaveTextContent('/login/BOREAL');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/public/resolve-host']);
  });

  it('goes to the plain login on a shared domain', async () => {
    fakeServer(() => json(200, { code: null }));
    await render();
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('goes to the plain login when the host cannot be resolved, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer(() => json(500, { message: 'Server Error' }));
    await render();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(warn).toHaveBeenCalledWith('the host could not be resolved', expect.anything());
    warn.mockRestore();
  });
});
