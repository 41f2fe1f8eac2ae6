import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { publicSettingsOf } from '@/test/buyer-fixtures.ts';

describe('the visitor screens frame', () => {
  it("carries the company's name on its own sign-in screen", async () => {
    fakeServer((url) =>
      url.pathname === '/api/public/settings/NORTHX'
        ? json(200, publicSettingsOf({ name: 'Northx Components', code: 'NORTHX' }))
        : json(404, { message: 'Not found.' }),
    );
    renderScreen(<AuthLayout />, { path: '/login/NORTHX', route: '/login/:code' });
    expect(await screen.findByRole('link', { name: 'Northx Components' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('link', { name: 'Ordering portal' })).toBeNull();
  });

  it("carries the portal's name where no company is named", async () => {
    renderScreen(<AuthLayout />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Ordering portal' })).toBeInTheDocument();
  });
});
