import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp } from '@/test/render.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import {
  LOOP_LIMIT,
  LOOP_WINDOW_MS,
  recordNavigation,
  useNavigationLoopGuard,
} from './navigation-loop-guard.ts';

describe('redirect-loop rule', () => {
  it('allows 15 navigations within 5 seconds', () => {
    let times: number[] = [];
    for (let i = 0; i < LOOP_LIMIT; i += 1) {
      const result = recordNavigation(times, 1000 + i);
      expect(result.looping).toBe(false);
      times = result.times;
    }
    expect(recordNavigation(times, 1100).looping).toBe(true);
  });

  it('forgets navigations older than the window', () => {
    const old = Array.from({ length: LOOP_LIMIT }, (_, i) => i);
    const result = recordNavigation(old, LOOP_WINDOW_MS + LOOP_LIMIT);
    expect(result).toEqual({ times: [LOOP_WINDOW_MS + LOOP_LIMIT], looping: false });
  });
});

let hops = 0;
/** Navigates on each click: to a page and the next page in turn, or within one page. */
function Looper({ to }: { to: 'another page' | 'a redirect' | 'the same page' }) {
  useNavigationLoopGuard();
  const navigate = useNavigate();
  const go = () => {
    hops += 1;
    if (to === 'another page') void navigate(`/page-${hops % 2}`);
    else if (to === 'a redirect') void navigate(`/page?n=${hops}`, { replace: true });
    else void navigate(`/page?facet=${hops}`);
  };
  return (
    <button type="button" onClick={go}>
      go
    </button>
  );
}

describe('redirect-loop guard', () => {
  it.each(['another page', 'a redirect'] as const)(
    'signs out and returns to / after more than 15 navigations to %s in 5 seconds',
    async (to) => {
      const calls = fakeServer(() => new Response(null, { status: 204 }));
      signInBuyer();
      await renderApp(
        '/page',
        <Routes>
          <Route path="*" element={<Looper to={to} />} />
        </Routes>,
      );
      for (let i = 0; i <= LOOP_LIMIT; i += 1) act(() => screen.getByRole('button').click());
      await waitFor(() => expect(sessionStore.get().token).toBeNull());
      expect(calls.map((call) => call.url.pathname)).toEqual(['/api/logout']);
      expect(screen.getByTestId('location').textContent).toBe('/');
    },
  );

  it("does not count a buyer's own choices on one page (search params pushed on the same path)", async () => {
    const calls = fakeServer(() => new Response(null, { status: 204 }));
    signInBuyer();
    await renderApp(
      '/page',
      <Routes>
        <Route path="*" element={<Looper to="the same page" />} />
      </Routes>,
    );
    for (let i = 0; i < LOOP_LIMIT * 2; i += 1) act(() => screen.getByRole('button').click());
    expect(screen.getByTestId('location').textContent).toMatch(/^\/page\?facet=\d+$/);
    expect(sessionStore.get().token).toBe('buyer-token');
    expect(calls).toEqual([]);
  });
});
