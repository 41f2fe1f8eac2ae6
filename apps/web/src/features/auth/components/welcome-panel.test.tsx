import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderSuspendingScreen } from '@/test/render.tsx';
import { WelcomePanel } from './welcome-panel.tsx';

const branding = {
  name: 'Acme Industrial',
  code: 'ACME',
  logo_url: '/api/media/ACME/1',
  banner_image_url: '/api/media/ACME/2',
  welcome_title: JSON.stringify({ en: 'Welcome to Acme' }),
  welcome_subtitle: JSON.stringify({ en: 'Bolts and nuts since 1950' }),
  welcome_title_styles: JSON.stringify({ color: 'rgb(255, 0, 0)' }),
  welcome_subtitle_styles: '',
  about_us_url: '',
};

// As in the app (app/router.tsx): the login screen has no TanStack Query around it.
const render = (code: string | null) =>
  renderSuspendingScreen(<WelcomePanel code={code} />, { serverState: false });

const banner = () => screen.getByRole('region', { name: 'Welcome' }).querySelector('img');

describe('welcome panel', () => {
  it("shows the company's banner, logo and welcome texts with their styles", async () => {
    const calls = fakeServer(() => json(200, branding));
    await render('ACME');
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toHaveStyle({
      color: 'rgb(255, 0, 0)',
    });
    expect(screen.getByText('Bolts and nuts since 1950')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Acme Industrial logo' })).toHaveAttribute(
      'src',
      '/api/media/ACME/1',
    );
    expect(banner()).toHaveAttribute('src', '/api/media/ACME/2');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/public/settings/ACME']);
  });

  it('keeps the defaults, and only logs, when the branding cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer(() => json(500, { message: 'Server Error' }));
    await render('ACME');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the ordering portal' }),
    ).toBeVisible();
    expect(banner()).toHaveAttribute('src', '/default-banner.svg');
    expect(screen.queryByRole('img', { name: /logo/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith('public settings could not be loaded', expect.anything());
    warn.mockRestore();
  });

  it('shows the defaults without asking when there is no company', async () => {
    const calls = fakeServer(() => json(200, branding));
    await render(null);
    expect(screen.getByRole('heading', { name: 'Welcome to the ordering portal' })).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
