import { useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint: a list's lines are a table from here, cards below. */
const WIDE = '(min-width: 1024px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE)
    : null;

const subscribe = (listener: () => void) => {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

/** Whether the screen is wide enough for the lines' table (wide when it cannot tell). */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
