import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product } from '@portal/contract';
import { idPages, productsByIdsQuery } from '@/entities/catalogue/products-by-ids-query.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { cartStore, useCartItems } from './cart-store.ts';

/** Hoisted, so that TanStack Query runs it again only when an answer changes. */
const answered = (results: readonly { data?: Product[] | undefined }[]) =>
  results.flatMap((result) => result.data ?? []);

/**
 * Reads the cart's products again from the catalogue whenever a cart screen opens (issue 11). A
 * line keeps the product as it was when added, so without this a price the administrator changed
 * since, or a price list given to the buyer's customer, would show and total only after the order
 * is placed at the server's price. A product the catalogue no longer answers for keeps its copy:
 * the server names it when the order is placed.
 */
export function useFreshCartProducts(active = true) {
  const code = useSession().manufacturer?.code ?? '';
  const pages = idPages(useCartItems().map((item) => item.product.id));
  // One request per hundred lines, not one per line: a large cart opens as fast as a small one.
  const fresh = useQueries({
    queries: pages.map((ids) => ({
      ...productsByIdsQuery(code, ids),
      // Every opening asks again: a price change must show at once, not after the default 30 s.
      staleTime: 0,
      enabled: active && code !== '',
    })),
    combine: answered,
  });
  useEffect(() => {
    if (fresh.length > 0) cartStore.refreshProducts(fresh);
  }, [fresh]);
}

/**
 * useFreshCartProducts in a component of its own that renders nothing: the products' answer
 * re-renders it rather than the whole screen that shows the cart (on a phone, a long task for the
 * checkout's form).
 */
export function FreshCartProducts() {
  useFreshCartProducts();
  return null;
}
