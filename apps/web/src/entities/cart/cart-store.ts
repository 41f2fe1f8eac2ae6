import { useSyncExternalStore } from 'react';
import type { Product } from '@portal/contract';
import { sessionStore } from '@/shared/session/session-store.ts';
import * as rules from './cart-rules.ts';
import { adoptUnkeyedCart, cartStorageKey } from './cart-keys.ts';
import { readCart, writeCart } from './cart-storage.ts';

type Listener = () => void;

/** The signed-in company and account, whose cart is shown; none while nobody is signed in. */
function activeOwner() {
  const { manufacturer, user, token } = sessionStore.get();
  if (!token || !manufacturer || !user) return null;
  return { code: manufacturer.code, email: user.email };
}

function activeKey(): string | null {
  const owner = activeOwner();
  return owner === null ? null : cartStorageKey(owner);
}

/**
 * The one cart of the app, shared by every screen and the header badge: the signed-in company's
 * (issue 27 point 5). It is saved to local storage on every change under that company's and
 * account's key, kept in step with other tabs through the storage event, and read again whenever
 * the session names another company or account, so a screen never sees another company's lines.
 */
function createCartStore() {
  let key: string | null = null;
  let items: readonly rules.CartItem[] = [];
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  const load = (next: string | null) => {
    key = next;
    // A session that began before carts were kept per company (see adoptUnkeyedCart).
    const owner = activeOwner();
    if (owner !== null) adoptUnkeyedCart(localStorage, owner);
    items = next === null ? [] : readCart(next);
  };
  /** The cart of the session as it is now, read again when the session changed under it. */
  const current = () => {
    const next = activeKey();
    if (next !== key) load(next);
    return items;
  };

  const commit = (next: readonly rules.CartItem[]) => {
    // Nobody signed in has no cart to write: a late write after sign-out must not revive one.
    if (current() === next || key === null) return;
    items = next;
    writeCart(key, items);
    notify();
  };

  sessionStore.subscribe(() => {
    if (activeKey() === key) return;
    load(activeKey());
    notify();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    load(activeKey());
    notify();
  });

  return {
    getItems: current,
    /** Where the signed-in company's cart is kept (null when signed out): for tests. */
    storageKey: () => {
      current();
      return key;
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Re-reads local storage, after something else (sign-in, sign-out) changed it. */
    reload() {
      load(activeKey());
      notify();
    },
    add: (product: Product, quantity: number) =>
      commit(rules.addItem(current(), product, quantity)),
    /** Many lines at once (a saved list, a quick order): one save, one notice. */
    addMany: (additions: readonly rules.CartAdditionInput[]) =>
      commit(rules.addItems(current(), additions)),
    setQuantity: (product: Product, quantity: number) =>
      commit(rules.setQuantity(current(), product, quantity)),
    update: (productId: number, fields: Parameters<typeof rules.updateItem>[2]) =>
      commit(rules.updateItem(current(), productId, fields)),
    /** Puts the catalogue's latest products into their lines; writes only when one changed. */
    refreshProducts: (products: readonly Product[]) => {
      commit(rules.refreshProducts(current(), products));
    },
    remove: (productId: number) => commit(rules.removeItem(current(), productId)),
    restore: (line: rules.CartItem, index: number) =>
      commit(rules.restoreItem(current(), line, index)),
    clear: () => commit([]),
  };
}

export const cartStore = createCartStore();

export function useCartItems(): readonly rules.CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems, cartStore.getItems);
}

/**
 * How many of one product the cart holds (0 when none): a number, so that a card or row re-renders
 * when its own line changes, not whenever any line of the cart does.
 */
export function useCartQuantity(productId: number): number {
  const read = () => rules.quantityInCart(cartStore.getItems(), productId);
  return useSyncExternalStore(cartStore.subscribe, read, read);
}

/** The header badge: how many lines the cart holds. */
export function useCartCount(): number {
  return useCartItems().length;
}
