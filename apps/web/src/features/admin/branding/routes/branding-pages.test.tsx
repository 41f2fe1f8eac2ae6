import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '@/test/admin-fixtures.ts';
import { renderScreen } from '@/test/render.tsx';
import { serveBranding, writes } from '../test/fake-branding-server.ts';
import { AdminBrandingRoute } from './branding.tsx';

const render = () => renderScreen(<AdminBrandingRoute />, { path: '/admin/branding' });
const pages = () => screen.getByRole('region', { name: 'About Us pages' });
const editor = async (name: RegExp) =>
  within(await screen.findByRole('region', { name: 'About Us pages' })).findByRole('textbox', {
    name,
  });

describe('About Us pages', () => {
  it('shows the page with a sandboxed preview and where buyers read it', async () => {
    serveBranding();
    render();
    const html = await editor(/HTML of Public About Us.*\(English\)/);
    expect(html).toHaveValue('<h1>About Acme</h1>');
    const frame = within(pages()).getByTitle(/Preview of Public About Us/);
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<h1>About Acme</h1>'));
    expect(within(pages()).getByRole('link', { name: '/about-us/ACME' })).toBeInTheDocument();
  });

  it('saves a page as the server cleaned it, and says that it did', async () => {
    const calls = serveBranding({ clean: (html) => html.replace(/<script.*<\/script>/, '') });
    const user = userEvent.setup({ delay: null });
    render();
    await editor(/\(English\)/);
    await user.click(within(pages()).getByRole('tab', { name: 'French' }));
    const html = await editor(/\(French\)/);
    expect(within(pages()).getByText(/does not exist in this language/)).toBeInTheDocument();
    await user.type(html, '<p>Bonjour</p><script>alert(1)</script>');
    await user.click(within(pages()).getByRole('button', { name: 'Save page' }));

    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    const [save] = writes(calls);
    expect(save!.init.method).toBe('PUT');
    expect(save!.url.pathname).toBe('/api/admin/ACME/pages/about-us/fr');
    expect(sentBody(save!.init)).toEqual({ html: '<p>Bonjour</p><script>alert(1)</script>' });
    await waitFor(() => expect(html).toHaveValue('<p>Bonjour</p>'));
    expect(within(pages()).getByText(/Saved as the server cleaned it/)).toBeInTheDocument();
  });

  it('keeps unsaved text of each page while another is shown', async () => {
    serveBranding();
    const user = userEvent.setup({ delay: null });
    render();
    await user.type(await editor(/\(English\)/), '<p>Draft</p>');
    await user.selectOptions(
      within(pages()).getByRole('combobox', { name: 'Page' }),
      'About Us for signed-in buyers',
    );
    expect(await editor(/HTML of About Us for signed-in buyers/)).toHaveValue('');
    await user.selectOptions(
      within(pages()).getByRole('combobox', { name: 'Page' }),
      'Public About Us (login screen)',
    );
    expect(await editor(/\(English\)/)).toHaveValue('<h1>About Acme</h1><p>Draft</p>');
  });

  it('removes a page saved empty, after a confirmation', async () => {
    const calls = serveBranding();
    const user = userEvent.setup({ delay: null });
    render();
    await user.clear(await editor(/\(English\)/));
    await user.click(within(pages()).getByRole('button', { name: 'Save page' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this page?' });
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove page' }));
    expect(await screen.findByText('Page removed.')).toBeInTheDocument();
    expect(sentBody(writes(calls)[0]!.init)).toEqual({ html: '' });
    expect(within(pages()).getByText(/does not exist in this language/)).toBeInTheDocument();
  });

  it('shows a refused page at its field and keeps the text', async () => {
    serveBranding({
      refuse: {
        status: 422,
        body: {
          message: 'The page must be at most 200 KB.',
          errors: { html: ['The page must be at most 200 KB.'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    render();
    const html = await editor(/\(English\)/);
    await user.type(html, '<p>More</p>');
    await user.click(within(pages()).getByRole('button', { name: 'Save page' }));
    await waitFor(() =>
      expect(html).toHaveAccessibleDescription('The page must be at most 200 KB.'),
    );
    expect(html).toHaveValue('<h1>About Acme</h1><p>More</p>');
  });
});
