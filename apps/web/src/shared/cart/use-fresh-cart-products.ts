import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product, ProductDetails } from '@portal/contract';
import { productDetailsQuery } from '@/shared/catalogue/product-details-query.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { cartStore, useCartItems } from './cart-store.ts';

/** The card fields of a product's details: what a cart line keeps of it. */
function cartProduct(details: ProductDetails): Product {
  const {
    categories_names: _categories,
    additional_info: _info,
    related_products: _related,
    complementary_products: _complementary,
    ...product
  } = details;
  return product;
}

/** Hoisted, so that TanStack Query runs it again only when an answer changes. */
const answered = (results: readonly { data?: ProductDetails | undefined }[]) =>
  results.flatMap((result) => (result.data ? [result.data] : []));

/**
 * Reads the cart's products again from the catalogue whenever a cart screen opens (issue 11). A
 * line keeps the product as it was when added, so without this a price the administrator changed
 * since, or a price list given to the buyer's customer, would show and total only after the order
 * is placed at the server's price. A product the catalogue no longer answers for keeps its copy:
 * the server names it when the order is placed.
 */
export function useFreshCartProducts(active = true) {
  const code = useSession().manufacturer?.code ?? '';
  const ids = [...new Set(useCartItems().map((item) => item.product.id))].sort((a, b) => a - b);
  const fresh = useQueries({
    queries: ids.map((id) => ({
      ...productDetailsQuery(code, id),
      // Every opening asks again: a price change must show at once, not after the default 30 s.
      staleTime: 0,
      enabled: active && code !== '',
    })),
    combine: answered,
  });
  useEffect(() => {
    if (fresh.length > 0) cartStore.refreshProducts(fresh.map(cartProduct));
  }, [fresh]);
}
