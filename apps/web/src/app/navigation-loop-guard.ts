import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
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

/**
 * Breaks a redirect loop by signing out, which sends every guard back to the login screen. A
 * navigation counts when it moves to another page or replaces the current entry, as a guard's
 * redirect does. A buyer's own choices on one page (search words, facets, a page size: new search
 * params pushed on the same path) are not a loop: ticking sixteen facets in five seconds, or a
 * quick walk through a list, must not sign anyone out.
 */
export function useNavigationLoopGuard() {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const times = useRef<number[]>([]);
  const path = useRef(location.pathname);

  useEffect(() => {
    const moved = path.current !== location.pathname;
    path.current = location.pathname;
    if (!moved && type !== NavigationType.Replace) return;
    const result = recordNavigation(times.current, Date.now());
    times.current = result.times;
    if (!result.looping || !isSignedIn(sessionStore.get())) return;
    void logout().then(() => navigate(paths.root(), { replace: true }));
  }, [location.key, location.pathname, type, navigate]);
}
