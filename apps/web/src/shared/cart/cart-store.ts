import { useSyncExternalStore } from 'react';
import type { Product } from '@portal/contract';
import * as rules from './cart-rules.ts';
import { CART_STORAGE_KEY, readCart, writeCart } from './cart-storage.ts';

type Listener = () => void;

/**
 * The one cart of the app, shared by every screen and the header badge, saved to local storage on
 * every change and kept in step with other tabs through the storage event.
 */
function createCartStore() {
  let items: readonly rules.CartItem[] = typeof localStorage === 'undefined' ? [] : readCart();
  const listeners = new Set<Listener>();

  const commit = (next: readonly rules.CartItem[]) => {
    items = next;
    writeCart(items);
    listeners.forEach((listener) => listener());
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      items = readCart();
      listeners.forEach((listener) => listener());
    });
  }

  return {
    getItems: () => items,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Re-reads local storage, after something else (sign-in, sign-out) changed it. */
    reload() {
      items = readCart();
      listeners.forEach((listener) => listener());
    },
    add: (product: Product, quantity: number) => commit(rules.addItem(items, product, quantity)),
    /** Many lines at once (a saved list, a quick order): one save, one notice. */
    addMany: (additions: readonly rules.CartAdditionInput[]) =>
      commit(rules.addItems(items, additions)),
    setQuantity: (product: Product, quantity: number) =>
      commit(rules.setQuantity(items, product, quantity)),
    update: (productId: number, fields: Parameters<typeof rules.updateItem>[2]) =>
      commit(rules.updateItem(items, productId, fields)),
    /** Puts the catalogue's latest products into their lines; writes only when one changed. */
    refreshProducts: (products: readonly Product[]) => {
      const next = rules.refreshProducts(items, products);
      if (next !== items) commit(next);
    },
    remove: (productId: number) => commit(rules.removeItem(items, productId)),
    restore: (line: rules.CartItem, index: number) => commit(rules.restoreItem(items, line, index)),
    clear: () => commit([]),
  };
}

export const cartStore = createCartStore();

export function useCartItems(): readonly rules.CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems, cartStore.getItems);
}

/** The header badge: how many lines the cart holds. */
export function useCartCount(): number {
  return useCartItems().length;
}
