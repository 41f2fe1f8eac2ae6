import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * Whether the side cart (the slide-over of specification section 2) is open. It is part of the
 * cart's state, so any screen, and the header's cart button, can open it without knowing where
 * it is drawn. `hosted` says whether a screen that draws it is mounted; without one the cart
 * button falls back to the cart page.
 */
function createSideCartStore() {
  let open = false;
  let hosts = 0;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    isOpen: () => open,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    open: () => set(true),
    close: () => set(false),
    hosted: () => hosts > 0,
    /** Called by the component that draws the side cart; returns its unregister function. */
    host: () => {
      hosts += 1;
      return () => {
        hosts -= 1;
        if (hosts === 0) set(false);
      };
    },
  };
}

export const sideCartStore = createSideCartStore();

export const useSideCartOpen = () =>
  useSyncExternalStore(sideCartStore.subscribe, sideCartStore.isOpen, sideCartStore.isOpen);
