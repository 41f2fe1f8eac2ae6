import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

function HalfFilledForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  return (
    <label>
      {t('login.email')}
      <input value={email} onChange={(event) => setEmail(event.target.value)} />
    </label>
  );
}

describe('language switcher', () => {
  it('offers EN, ES and FR and switches the interface', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LanguageSwitcher />);
    // The visible code starts each accessible name (WCAG 2.5.3).
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'en',
      'es',
      'fr',
    ]);
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['en English', 'es Spanish', 'fr French']);
    await user.click(screen.getByRole('button', { name: 'fr French' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'fr Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('translates a half-filled form in place: no loading screen, nothing typed is lost', async () => {
    const user = userEvent.setup({ delay: null });
    const loadingShown = vi.fn();
    function Loading() {
      loadingShown();
      return null;
    }
    render(
      <Suspense fallback={<Loading />}>
        <LanguageSwitcher />
        <HalfFilledForm />
      </Suspense>,
    );
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'es Spanish' }));
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(loadingShown).not.toHaveBeenCalled();
  });
});
