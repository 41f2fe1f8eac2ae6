import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '@/shared/session/logout.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { isSignedIn } from '@/shared/session/session-storage.ts';
import { paths } from './paths.ts';

/** Specification section 9: more than 15 navigations within 5000 ms is a redirect loop. */
export const LOOP_LIMIT = 15;
export const LOOP_WINDOW_MS = 5000;

export function recordNavigation(times: readonly number[], now: number) {
  const recent = [...times.filter((time) => now - time < LOOP_WINDOW_MS), now];
  return recent.length > LOOP_LIMIT
    ? { times: [], looping: true }
    : { times: recent, looping: false };
}

/** Breaks a redirect loop by signing out, which sends every guard back to the login screen. */
export function useNavigationLoopGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const times = useRef<number[]>([]);

  useEffect(() => {
    const result = recordNavigation(times.current, Date.now());
    times.current = result.times;
    if (!result.looping || !isSignedIn(sessionStore.get())) return;
    void logout().then(() => navigate(paths.root(), { replace: true }));
  }, [location.key, navigate]);
}
