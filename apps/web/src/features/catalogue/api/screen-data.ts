import type { QueryClient } from '@tanstack/react-query';
import { preloadFirstRow } from '@/entities/catalogue/product-image.tsx';
import { settingsQuery } from '@/entities/tenant/private-settings.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { readListParams } from '../lib/list-params.ts';
import { categoriesQuery } from './get-categories.ts';
import { productFacetsQuery } from './get-facets.ts';
import { productsQuery } from './get-products.ts';

/**
 * /products opened from the address bar (app/screen-preload.ts): the page of products in the URL
 * and its first pictures, its facets, the category tree, and the selling settings the quantity
 * controls wait for, all asked at once with the screen's own query keys.
 */
export function prefetchScreen(queryClient: QueryClient, url: URL) {
  const code = sessionStore.get().manufacturer?.code;
  if (!code) return;
  void queryClient.prefetchQuery(categoriesQuery(code));
  void queryClient.prefetchQuery(settingsQuery(code));
  const params = readListParams(url.searchParams);
  void queryClient.prefetchQuery(productFacetsQuery(code, params));
  queryClient
    .fetchQuery(productsQuery(code, params))
    .then((page) => preloadFirstRow(page.data.map((product) => product.primary_image)))
    .catch(() => undefined);
}
