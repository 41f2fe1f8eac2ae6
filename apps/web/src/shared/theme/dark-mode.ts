import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/shared/session/storage-keys.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The stored choice, else the system preference (public/theme-init.js applies the same rule). */
export function readDarkMode(): boolean {
  const stored = localStorage.getItem(storageKeys.isDarkMode);
  if (stored !== null) return stored === 'true';
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export function setDarkMode(dark: boolean) {
  localStorage.setItem(storageKeys.isDarkMode, String(dark));
  document.documentElement.classList.toggle('dark', dark);
  listeners.forEach((listener) => listener());
}

const isDark = () => document.documentElement.classList.contains('dark');

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  return [useSyncExternalStore(subscribe, isDark, () => false), setDarkMode];
}
