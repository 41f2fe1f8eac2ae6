import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, renderSuspendingScreen } from '@/test/render.tsx';
import { CompanyBrand } from './company-brand.tsx';

const settings = {
  name: 'Acme Industrial Supply',
  code: 'ACME',
  logo_url: '/api/media/ACME/1',
  banner_image_url: '',
  welcome_title: '',
  welcome_subtitle: '',
  welcome_title_styles: '',
  welcome_subtitle_styles: '',
  about_us_url: '',
};

describe('company brand on the visitor forms', () => {
  it("shows the company's logo and name when its code is known", async () => {
    const calls = fakeServer(() => json(200, settings));
    await renderSuspendingScreen(<CompanyBrand code="ACME" />);
    expect(await screen.findByText('Acme Industrial Supply')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Acme Industrial Supply/ })).toHaveAttribute(
      'src',
      '/api/media/ACME/1',
    );
    expect(calls[0]!.url.pathname).toBe('/api/public/settings/ACME');
  });

  it('shows nothing without a code, or when the branding cannot be loaded', async () => {
    const calls = fakeServer(() => json(500, { message: 'An unexpected error occurred.' }));
    const withoutCode = await renderSuspendingScreen(<CompanyBrand code={null} />);
    expect(withoutCode.container.querySelector('img, p')).toBeNull();
    withoutCode.unmount();
    const failed = await renderSuspendingScreen(<CompanyBrand code="NOPE" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(failed.container.querySelector('img, p')).toBeNull());
    expect(failed.container).not.toHaveTextContent('NOPE');
  });
});
