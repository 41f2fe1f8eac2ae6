import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readDarkMode } from '@/shared/theme/dark-mode.ts';
import { DarkModeToggle } from './dark-mode-toggle.tsx';

describe('dark mode', () => {
  it('toggles the class on <html> and keeps the choice in isDarkMode', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DarkModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('isDarkMode')).toBe('false');
  });

  it('reads the stored choice at start', () => {
    localStorage.setItem('isDarkMode', 'true');
    expect(readDarkMode()).toBe(true);
    localStorage.setItem('isDarkMode', 'false');
    expect(readDarkMode()).toBe(false);
  });
});
