import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './language-switcher.tsx';

describe('language switcher', () => {
  it('offers EN, ES and FR and switches the interface', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'en',
      'es',
      'fr',
    ]);
    await user.click(screen.getByRole('button', { name: 'French' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });
});
