/**
 * Revoked sessions and changed memberships, announced once committed, so that every cache of
 * session checks in this process (plugins/authentication.ts) forgets what it knew at once.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe function. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionChange(): void {
  for (const listener of listeners) listener();
}
