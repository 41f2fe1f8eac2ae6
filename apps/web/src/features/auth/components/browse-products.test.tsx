import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render.tsx';
import { BrowseProducts } from './browse-products.tsx';

describe('browse products', () => {
  it('links straight to the guest catalogue of a known company', () => {
    renderScreen(<BrowseProducts code="ACME" />);
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/browse/ACME',
    );
  });

  it('asks for a company code, upper-cased, and goes there with Go', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<BrowseProducts code={null} />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Browse products' }));
    const input = screen.getByLabelText('Company code');
    await user.type(input, 'boreal');
    expect(input).toHaveValue('BOREAL');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/browse/BOREAL'));
  });

  it('wants a code before Go', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<BrowseProducts code={null} />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Browse products' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
