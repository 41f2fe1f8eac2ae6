import type { ClientErrorReport } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/test/render.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('render exploded');
}

function renderBroken() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const calls = fakeServer(() => new Response(null, { status: 204 }));
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  return calls;
}

describe('fallback error screen', () => {
  it('shows the fallback and reports the error to the server', async () => {
    const calls = renderBroken();
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred. Please try reloading the page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.pathname).toBe('/api/log/error');
    const report = JSON.parse(calls[0]!.init.body as string) as ClientErrorReport;
    expect(report.error.message).toBe('render exploded');
    expect(report.errorInfo?.componentStack).toContain('Broken');
    vi.restoreAllMocks();
  });

  it('Return to Login clears the stored session and goes to /', async () => {
    renderBroken();
    sessionStore.signIn({
      token: 't',
      tenants: [{ code: 'ACME', name: 'Acme', logo: '/logo.svg' }],
      user: {
        name: 'Bea',
        email: 'b@acme.example',
        rep_code: null,
        role: 'customer',
        company_role: 'buyer',
        sees_all_orders: true,
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost:3000/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('manufacturer')).toBeNull();
    expect(localStorage.getItem('logoUrl')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    vi.restoreAllMocks();
  });
});
