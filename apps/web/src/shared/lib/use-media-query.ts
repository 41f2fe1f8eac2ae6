import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's breakpoints, as media queries: tables from here, cards below. */
export const screenFrom = {
  md: '(min-width: 768px)',
  lg: '(min-width: 1024px)',
} as const;

const mediaList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/** Whether the screen matches `query`, kept current; true when it cannot tell (no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? true,
    () => true,
  );
}
