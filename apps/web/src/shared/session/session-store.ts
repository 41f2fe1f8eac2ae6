import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@portal/contract';
import { storageKeys } from './storage-keys.ts';
import {
  clearStoredSession,
  isSignedIn,
  readSession,
  storeSignIn,
  type Session,
} from './session-storage.ts';

type Listener = () => void;

const SESSION_KEYS: readonly string[] = [
  storageKeys.authToken,
  storageKeys.user,
  storageKeys.manufacturer,
  storageKeys.companies,
];

/** The session of this tab, read from local storage at start and kept in step with other tabs. */
function createSessionStore() {
  let session: Session = readSession(localStorage);
  const listeners = new Set<Listener>();
  const publish = () => {
    session = readSession(localStorage);
    listeners.forEach((listener) => listener());
  };

  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) publish();
  });

  return {
    get: () => session,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    signIn: (response: LoginResponse) => {
      storeSignIn(localStorage, response);
      publish();
    },
    /** Re-reads local storage (another tab, or a test, changed it). */
    refresh: () => publish(),
    clear: () => {
      clearStoredSession(localStorage);
      publish();
    },
  };
}

export const sessionStore = createSessionStore();

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export const useIsSignedIn = () => isSignedIn(useSession());

/**
 * The signed-in member's role in their customer company at the session's manufacturer, as the
 * login answered it; null for the manufacturer's staff or when signed out. Screens read it to
 * show what the role allows (the company-roles rules); the server decides.
 */
export const useCompanyRole = () => useSession().user?.company_role ?? null;
