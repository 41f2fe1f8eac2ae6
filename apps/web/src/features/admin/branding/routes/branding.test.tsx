import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/test/admin-fixtures.ts';
import { renderScreen } from '@/test/render.tsx';
import { serveBranding, writes } from '../test/fake-branding-server.ts';
import { AdminBrandingRoute } from './branding.tsx';

const render = () => renderScreen(<AdminBrandingRoute />, { path: '/admin/branding' });
const section = (name: string) => screen.getByRole('region', { name });

describe('branding and settings', () => {
  it('shows the saved texts and settings, and saves only what changed', async () => {
    const calls = serveBranding();
    const user = userEvent.setup({ delay: null });
    render();
    const subtitle = await screen.findByRole('textbox', { name: 'Welcome subtitle (French)' });
    expect(subtitle).toHaveValue('Commandez en ligne');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Acme Industrial Supply',
    );
    expect(screen.getByRole('textbox', { name: 'Title styles' })).toHaveValue('color: #ffffff');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.clear(subtitle);
    await user.type(subtitle, 'Vos fournitures, commandées en ligne');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Page buyers see after signing in' }),
      'About Us',
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Sell in multiples of the minimum quantity' }),
    );
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Branding and settings saved.')).toBeInTheDocument();
    const [save] = writes(calls);
    expect(save!.init.method).toBe('PATCH');
    expect(save!.url.pathname).toBe('/api/admin/ACME/branding');
    expect(sentBody(save!.init)).toEqual({
      welcome_subtitle: { en: 'Order online', es: '', fr: 'Vos fournitures, commandées en ligne' },
      default_page: 'about_us',
      b2b_sell_minimum: '1',
    });
    expect(screen.getByText('All changes are saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('checks the fields before sending and shows each error at its field', async () => {
    const calls = serveBranding();
    const user = userEvent.setup({ delay: null });
    render();
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    await user.clear(name);
    const styles = screen.getByRole('textbox', { name: 'Subtitle styles' });
    await user.type(styles, 'background: url(https://evil.example/x.png)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(name).toHaveAccessibleDescription('This field is required');
    expect(styles).toHaveAccessibleDescription('This CSS value is not allowed.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(writes(calls)).toHaveLength(0);
    await user.type(name, 'Acme');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('keeps every value when the server refuses, with its errors at the fields', async () => {
    serveBranding({
      refuse: {
        status: 422,
        body: {
          message: 'The text is too long.',
          errors: { 'welcome_title.es': ['The text is too long.'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    const title = await screen.findByRole('textbox', { name: 'Welcome title (Spanish)' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('The text is too long.'));
    expect(title).toHaveValue('Bienvenido a Acme!');
    expect(screen.getByRole('alert')).toHaveTextContent('The text is too long.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('edits the carriers’ tracking links: https with {tracking}, or none', async () => {
    const calls = serveBranding();
    const user = userEvent.setup({ delay: null });
    render();
    const section = within(await screen.findByRole('region', { name: 'Carrier tracking links' }));
    const dhl = await section.findByRole('textbox', { name: 'DHL' });
    await user.clear(dhl);
    await user.type(dhl, 'http://dhl.example/track');
    await user.click(section.getByRole('button', { name: 'Save links' }));
    expect(dhl).toHaveAccessibleDescription(
      'A tracking link must be an https address that contains {tracking}, or be left empty.',
    );
    expect(writes(calls)).toHaveLength(0);
    await user.clear(dhl);
    await user.type(dhl, 'https://dhl.example/t?n={{tracking}');
    await user.click(section.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(sentBody(writes(calls)[0]!.init)).toMatchObject({
      dhl: 'https://dhl.example/t?n={tracking}',
      ups: 'https://www.ups.com/track?tracknum={tracking}',
      other: '',
    });
  });

  it('discards unsaved changes on request', async () => {
    serveBranding();
    const user = userEvent.setup({ delay: null });
    render();
    const message = await screen.findByRole('textbox', {
      name: 'Order confirmation message (French)',
    });
    await user.type(message, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(message).toHaveValue('');
  });

  it('says so when the branding cannot load', async () => {
    serveBranding({ failLoad: true });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is down.');
  });

  describe('logo and banner', () => {
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:chosen'), revokeObjectURL: vi.fn() });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('previews a chosen banner, uploads it as multipart, refuses other files', async () => {
      const calls = serveBranding();
      const user = userEvent.setup({ delay: null, applyAccept: false });
      render();
      const banner = await screen.findByRole('region', { name: 'Login banner' });
      expect(banner).toHaveTextContent('No banner');
      const input = within(banner).getByLabelText('Choose a new banner');
      await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
      expect(within(banner).getByRole('alert')).toHaveTextContent(
        'Upload a PNG, JPEG, WebP or SVG image.',
      );
      const png = new File(['png'], 'banner.png', { type: 'image/png' });
      await user.upload(input, png);
      expect(
        within(banner).getByRole('img', { name: 'Preview of the chosen image' }),
      ).toHaveAttribute('src', 'blob:chosen');
      await user.click(within(banner).getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('Banner uploaded.')).toBeInTheDocument();
      const [upload] = writes(calls);
      expect(upload!.url.pathname).toBe('/api/admin/ACME/branding/banner');
      expect((upload!.init.body as FormData).get('file')).toBe(png);
      expect(within(banner).getByRole('img', { name: 'Current banner' })).toHaveAttribute(
        'src',
        '/api/media/ACME/99',
      );
    });

    it('removes the logo after a confirmation', async () => {
      const calls = serveBranding();
      const user = userEvent.setup({ delay: null });
      render();
      const logo = await screen.findByRole('region', { name: 'Logo' });
      await user.click(within(logo).getByRole('button', { name: 'Remove logo' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove the logo?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
      expect(await screen.findByText('Logo removed.')).toBeInTheDocument();
      expect(writes(calls)[0]!.init.method).toBe('DELETE');
      expect(within(section('Logo')).getByText(/No logo/)).toBeInTheDocument();
    });
  });
});
