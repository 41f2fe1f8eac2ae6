import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/shared/session/storage-keys.ts';

export type ProductView = 'grid' | 'list';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The choice when storage refuses it (private mode, quota): kept until the page is left. */
let unstored: ProductView | null = null;

/** The stored choice; the grid when none (or something unknown) is stored. */
function readView(): ProductView {
  if (unstored) return unstored;
  try {
    return localStorage.getItem(storageKeys.productListView) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function setView(view: ProductView) {
  try {
    localStorage.setItem(storageKeys.productListView, view);
  } catch {
    unstored = view;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.productListView || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The product list's view, grid or list, remembered by this browser (issue 16). */
export function useProductView(): [ProductView, (view: ProductView) => void] {
  return [useSyncExternalStore(subscribe, readView, () => 'grid'), setView];
}
