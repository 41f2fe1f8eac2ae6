import { useSyncExternalStore } from 'react';

// The open modal dialogs, the topmost last. What is outside the topmost is inert and under its
// backdrop, so the notifications move into it (toast.tsx) to stay above and usable, as they were.
let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const update = (next: readonly HTMLDialogElement[]) => {
  openDialogs = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const dialogOpened = (dialog: HTMLDialogElement) => update([...openDialogs, dialog]);
export const dialogClosed = (dialog: HTMLDialogElement) =>
  update(openDialogs.filter((other) => other !== dialog));

/** The topmost open modal dialog, if any. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}
